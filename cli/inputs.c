/*
 * inputs.c - which files a run works on.
 *
 * A FILE argument (or a line of a file list) names a file, parsed whatever
 * its name, or a folder, searched for *.py and *.pyi files. The search
 * sorts each folder's entries by name (byte order) so that runs repeat;
 * it skips what a project's sources never are: hidden folders (.git,
 * .tox, .venv), __pycache__, and virtual environments (a folder holding
 * pyvenv.cfg or conda-meta), unless such a folder is named itself.
 * Symbolic links met in the search are skipped, or followed with
 * --follow-symlinks (a folder already on the way down is not entered
 * again: no loops). --exclude GLOB drops any file or folder, named or
 * found, whose name or path the glob matches.
 */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* The folders from the named one down to the one being searched, to
   refuse a loop of symbolic links. */
typedef struct Ancestor {
  dev_t device;
  ino_t inode;
  const struct Ancestor *parent;
} Ancestor;

typedef struct Finder {
  const CliRunOptions *run;
  CliFiles *files;
} Finder;

static bool add_file(CliFiles *files, const char *path, int error) {
  if (files->count == files->capacity) {
    size_t capacity = files->capacity ? files->capacity * 2 : 256;
    CliFile *items = realloc(files->items, capacity * sizeof *items);
    if (!items) return false;
    files->items = items;
    files->capacity = capacity;
  }
  char *copy = malloc(strlen(path) + 1);
  if (!copy) return false;
  strcpy(copy, path);
  files->items[files->count++] = (CliFile){copy, error};
  return true;
}

void cli_files_free(CliFiles *files) {
  for (size_t i = 0; i < files->count; i++) free(files->items[i].path);
  free(files->items);
  *files = (CliFiles){0};
}

static bool excluded(const Finder *finder, const char *path,
                     const char *name) {
  const CliStrings *globs = &finder->run->excludes;
  for (size_t i = 0; i < globs->count; i++)
    if (fnmatch(globs->items[i], name, 0) == 0 ||
        fnmatch(globs->items[i], path, 0) == 0)
      return true;
  return false;
}

static bool is_python_file(const char *name) {
  size_t n = strlen(name);
  return (n > 3 && strcmp(name + n - 3, ".py") == 0) ||
         (n > 4 && strcmp(name + n - 4, ".pyi") == 0);
}

/* [folder]/[name] in a new string (no doubled '/'). */
static char *join(const char *folder, const char *name) {
  size_t n = strlen(folder);
  bool slash = n > 0 && folder[n - 1] == '/';
  char *path = malloc(n + strlen(name) + 2);
  if (path) sprintf(path, "%s%s%s", folder, slash ? "" : "/", name);
  return path;
}

/* A virtual environment or another folder a search does not enter. */
static bool skipped_folder(const char *path, const char *name) {
  if (name[0] == '.' || strcmp(name, "__pycache__") == 0) return true;
  static const char *const markers[] = {"pyvenv.cfg", "conda-meta"};
  for (size_t i = 0; i < sizeof markers / sizeof markers[0]; i++) {
    char *marker = join(path, markers[i]);
    bool found = marker && access(marker, F_OK) == 0;
    free(marker);
    if (found) return true;
  }
  return false;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names in [folder] but "." and "..", sorted; NULL with errno set
   when it cannot be listed (or memory runs out: ENOMEM). */
static char **list_folder(const char *folder, size_t *count) {
  DIR *dir = opendir(folder);
  if (!dir) return NULL;
  size_t capacity = 16, n = 0;
  char **names = malloc(capacity * sizeof *names);
  bool out_of_memory = !names;
  /* readdir says "no more entries" and "cannot read" both with NULL; only
     errno, cleared before each call, tells them apart. */
  int cause = 0;
  while (!out_of_memory) {
    errno = 0;
    struct dirent *entry = readdir(dir);
    if (!entry) {
      cause = errno;
      break;
    }
    if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
      continue;
    if (n == capacity) {
      char **more = realloc(names, (capacity *= 2) * sizeof *names);
      out_of_memory = !more;
      if (out_of_memory) break;
      names = more;
    }
    out_of_memory = !(names[n] = malloc(strlen(entry->d_name) + 1));
    if (!out_of_memory) strcpy(names[n++], entry->d_name);
  }
  if (out_of_memory) cause = ENOMEM;
  closedir(dir);
  if (cause) {
    for (size_t i = 0; names && i < n; i++) free(names[i]);
    free(names);
    errno = cause;
    return NULL;
  }
  qsort(names, n, sizeof *names, compare_names);
  *count = n;
  return names;
}

static bool search(const Finder *finder, const char *folder,
                   const Ancestor *parent);

/* One entry [name] of a folder being searched, at [path]. */
static bool visit(const Finder *finder, const char *path, const char *name,
                  const Ancestor *parent) {
  struct stat info;
  if (lstat(path, &info) != 0) return add_file(finder->files, path, errno);
  if (S_ISLNK(info.st_mode)) {
    if (!finder->run->follow_symlinks) return true;
    if (stat(path, &info) != 0) return true; /* a dangling link */
  }
  if (S_ISDIR(info.st_mode)) {
    if (skipped_folder(path, name) || excluded(finder, path, name))
      return true;
    for (const Ancestor *a = parent; a; a = a->parent)
      if (a->device == info.st_dev && a->inode == info.st_ino) return true;
    Ancestor self = {info.st_dev, info.st_ino, parent};
    return search(finder, path, &self);
  }
  if (!S_ISREG(info.st_mode) || !is_python_file(name) ||
      excluded(finder, path, name))
    return true;
  return add_file(finder->files, path, 0);
}

/* Adds the Python files under [folder]; false when memory runs out. */
static bool search(const Finder *finder, const char *folder,
                   const Ancestor *parent) {
  size_t count = 0;
  char **names = list_folder(folder, &count);
  if (!names)
    return errno != ENOMEM && add_file(finder->files, folder, errno);
  bool ok = true;
  for (size_t i = 0; i < count; i++) {
    char *path = ok ? join(folder, names[i]) : NULL;
    ok = path && visit(finder, path, names[i], parent);
    free(path);
    free(names[i]);
  }
  free(names);
  return ok;
}

/* Whether --exclude drops the named [path]: its name and path are
   matched without the slashes that may end them ("src/" is "src"). */
static bool named_excluded(const Finder *finder, const char *path) {
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/') n--;
  char *trimmed = malloc(n + 1);
  if (!trimmed) return false;
  memcpy(trimmed, path, n);
  trimmed[n] = '\0';
  const char *slash = strrchr(trimmed, '/');
  bool dropped = excluded(finder, trimmed,
                          slash && slash[1] ? slash + 1 : trimmed);
  free(trimmed);
  return dropped;
}

/* A path named by the user: a folder is searched (whatever its name), a
   file or anything else is taken as it is (reading it says what is
   wrong). A folder with no Python file in it is said on stderr. */
static bool add_named(const Finder *finder, const char *path) {
  if (strcmp(path, "-") == 0) return add_file(finder->files, path, 0);
  if (named_excluded(finder, path)) return true;
  struct stat info;
  if (stat(path, &info) != 0 || !S_ISDIR(info.st_mode))
    return add_file(finder->files, path, 0);
  Ancestor self = {info.st_dev, info.st_ino, NULL};
  size_t before = finder->files->count;
  if (!search(finder, path, &self)) return false;
  if (finder->files->count == before && !finder->run->quiet)
    fprintf(stderr, "pyparse: no Python files under %s\n", path);
  return true;
}

/* Adds each line of the file list [list] ("-": standard input). */
static int add_listed(const Finder *finder, const char *list) {
  char *bytes;
  size_t length;
  PPError error;
  PPStatus status = strcmp(list, "-") == 0
                        ? pp_read_stream(stdin, "-", &bytes, &length, &error)
                        : pp_read_file(list, &bytes, &length, &error);
  if (status != PP_OK) {
    fprintf(stderr, "pyparse: file list: %s\n", error.message);
    return 2;
  }
  bool ok = true;
  for (size_t start = 0; ok && start < length;) {
    const char *line = bytes + start;
    const char *newline = memchr(line, '\n', length - start);
    size_t n = newline ? (size_t)(newline - line) : length - start;
    start += n + 1;
    if (n > 0 && line[n - 1] == '\r') n--;
    if (n == 0) continue;
    char *path = malloc(n + 1);
    ok = path != NULL;
    if (path) {
      memcpy(path, line, n);
      path[n] = '\0';
      ok = add_named(finder, path);
      free(path);
    }
  }
  pp_string_free(bytes);
  return ok ? 0 : cli_memory_error(stderr, NULL);
}

int cli_find_files(const CliRunOptions *run, CliFiles *files) {
  Finder finder = {run, files};
  for (size_t i = 0; i < run->paths.count; i++)
    if (!add_named(&finder, run->paths.items[i]))
      return cli_memory_error(stderr, NULL);
  for (size_t i = 0; i < run->file_lists.count; i++) {
    int status = add_listed(&finder, run->file_lists.items[i]);
    if (status) return status;
  }
  if (run->paths.count == 0 && run->file_lists.count == 0) {
    if (isatty(STDIN_FILENO)) {
      fputs("pyparse: no FILE given, and standard input is a terminal\n"
            "Try 'pyparse --help' for more information.\n", stderr);
      return 2;
    }
    if (!add_file(files, "-", 0)) return cli_memory_error(stderr, NULL);
  }
  return 0;
}
