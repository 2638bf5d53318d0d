/*
 * run.c - runs the command over every file of the run, on one thread or
 * on -j N, with the same output either way.
 *
 * A file is a job: read it, run the command with its output and its
 * messages going to two memory buffers, note its exit status. The jobs'
 * buffers are printed in the files' order (messages first, then the
 * "==> FILE <==" header and the output), so what stdout and stderr
 * receive does not depend on the threads. No thread waits to print: the
 * worker that finishes the file to print next prints it, and every later
 * file already done, while the others go on parsing (the main thread is
 * one of the workers). Workers take the next file only while the results
 * done and not yet printed hold less than JOB_BUFFER_BYTES, and it is
 * fewer than JOB_WINDOW_PER_WORKER * N files ahead of the next to print
 * (which is always taken): memory stays bounded however many files there
 * are, yet a big file does not hold the other workers up while the
 * outputs are small (--check).
 *
 * On a terminal, a run that lasts over a second shows a progress line on
 * stderr (files done, MB/s, errors), erased before anything else is
 * written and at the end; --quiet or a pipe never shows it.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

/* How many files beyond the one being printed each worker may have done
   or started, and how many bytes of output may wait to be printed: with
   dumps of a few MB, a few files; with --check's nothing, enough that a
   worker never waits for another's big file. */
#define JOB_WINDOW_PER_WORKER 64
#define JOB_BUFFER_BYTES (32u << 20)
/* The C stack of a worker: the parser needs up to 6 MB of it (pyparse.h,
   PP_MEMORY_ERROR) before it says the input is too deep. */
#define WORKER_STACK_BYTES (16u << 20)
/* The progress line appears after this long, and is redrawn at most this
   often (nanoseconds). */
#define PROGRESS_DELAY_NS 1000000000LL
#define PROGRESS_EVERY_NS 100000000LL

typedef struct Progress {
  bool enabled;           /* stderr is a terminal and no --quiet */
  bool shown;             /* a progress line is on the screen */
  long long started, drawn; /* monotonic ns */
  size_t done, total, errors;
  double megabytes;
} Progress;

typedef struct Tally {
  size_t ok, rejected, unreadable;
  int worst;
} Tally;

typedef struct Job {
  char *out, *err;        /* what the command wrote (malloc'd) */
  size_t out_length, err_length;
  size_t bytes;           /* the file's size, for the progress line */
  int status;             /* the file's exit status */
  bool done;
} Job;

/* What the workers share, under [lock]; [progress] and [tally] belong
   to the worker printing, one at a time ([printing]). */
typedef struct Run {
  const CliRunOptions *options;
  const CliFiles *files;
  bool headers;           /* print "==> FILE <==" before each output */
  pthread_mutex_t lock;
  pthread_cond_t printed_one; /* for workers waiting for room */
  int waiting;            /* workers waiting on [printed_one] */
  Job *window;            /* job i is window[i % window_size] */
  size_t window_size;
  size_t next;            /* the next file to take */
  size_t printed;         /* files printed so far */
  size_t buffered;        /* bytes of the jobs done and not printed */
  bool printing;          /* a worker is printing */
  Progress progress;
  Tally tally;
} Run;

/* The worker's own parser and warning list, kept for all its files. */
typedef struct Worker {
  Run *run;
  PPParser *parser;
  PPWarnings *warnings;
  pthread_t thread;
} Worker;

/* Reads file [index] and runs the command on it into [job]. */
static void work_on(const Worker *worker, size_t index, Job *job) {
  const CliRunOptions *options = worker->run->options;
  const CliFile *file = &worker->run->files->items[index];
  *job = (Job){0};
  FILE *out = open_memstream(&job->out, &job->out_length);
  FILE *err = open_memstream(&job->err, &job->err_length);
  if (!out || !err) {
    if (out) fclose(out);
    if (err) fclose(err);
    free(job->out);
    free(job->err);
    *job = (Job){.status = 2, .done = true};
    return;
  }
  char *bytes = NULL;
  size_t length = 0;
  PPError error;
  PPStatus read = file->error ? PP_ERROR_IO
                  : strcmp(file->path, "-") == 0
                      ? pp_read_stream(stdin, "standard input", &bytes, &length, &error)
                      : pp_read_file(file->path, &bytes, &length, &error);
  if (file->error)
    snprintf(error.message, sizeof error.message, "cannot read %s: %s",
             file->path, strerror(file->error));
  if (read != PP_OK) {
    job->status = cli_unreadable(&options->command, file->path, read,
                                 error.message, out, err);
  } else {
    CliInput input = {file->path, bytes, length, worker->parser,
                      worker->warnings};
    switch (options->command.command) {
    case CLI_TOKENS:
      job->status = cli_tokens(&options->command, &input, out, err);
      break;
    case CLI_MIN_VERSION:
    case CLI_VERSIONS:
      job->status = cli_versions(&options->command, &input, out, err);
      break;
    default:
      job->status = cli_dump_ast(&options->command, &input, out, err);
    }
  }
  job->bytes = length;
  pp_string_free(bytes);
  bool written = fclose(out) == 0;
  if (fclose(err) != 0 || !written) {
    /* a buffer could not grow: all that is sure is the memory error */
    free(job->out);
    free(job->err);
    *job = (Job){.status = 2, .done = true};
  }
}

/* ---- printing, in order -------------------------------------------------- */

static long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void progress_erase(Progress *progress) {
  if (!progress->shown) return;
  fputs("\r\033[K", stderr);
  progress->shown = false;
}

static void progress_draw(Progress *progress) {
  long long now = now_ns();
  if (!progress->enabled || now - progress->started < PROGRESS_DELAY_NS ||
      now - progress->drawn < PROGRESS_EVERY_NS)
    return;
  progress->drawn = now;
  double seconds = (double)(now - progress->started) / 1e9;
  fflush(stdout);
  fprintf(stderr, "\r\033[Kpyparse: %zu/%zu files, %.1f MB/s, %zu with errors",
          progress->done, progress->total, progress->megabytes / seconds,
          progress->errors);
  fflush(stderr);
  progress->shown = true;
}

/* Prints job [index] and frees its buffers. */
static void print_job(const Run *run, size_t index, Job *job,
                      Progress *progress, Tally *tally) {
  if (job->err_length || job->out_length) {
    progress_erase(progress);
    fflush(stdout);
  }
  if (job->err_length) {
    fwrite(job->err, 1, job->err_length, stderr);
    fflush(stderr);
  }
  if (job->out_length && run->headers)
    printf("==> %s <==\n", run->files->items[index].path);
  if (job->out_length) fwrite(job->out, 1, job->out_length, stdout);
  if (!job->out && !job->err) cli_memory_error(stderr, run->files->items[index].path);
  free(job->out);
  free(job->err);
  if (job->status > tally->worst) tally->worst = job->status;
  *(job->status == 0   ? &tally->ok
    : job->status == 1 ? &tally->rejected
                       : &tally->unreadable) += 1;
  progress->done++;
  progress->errors += job->status != 0;
  progress->megabytes += (double)job->bytes / 1e6;
  progress_draw(progress);
}

/* Whether a worker must wait before it takes file run->next: the file to
   print next is always taken; any other, while there is room. */
static bool no_room(const Run *run) {
  return run->next < run->files->count && run->next > run->printed &&
         (run->next >= run->printed + run->window_size ||
          run->buffered >= JOB_BUFFER_BYTES);
}

/* Called with the lock held, by the worker that finished a job: unless
   another is printing, prints every job done from the next to print on
   (the lock released while it writes). */
static void print_ready(Run *run) {
  if (run->printing) return;
  run->printing = true;
  for (;;) {
    Job *slot = &run->window[run->printed % run->window_size];
    if (run->printed == run->files->count || !slot->done) break;
    Job job = *slot;
    slot->done = false;
    run->buffered -= job.out_length + job.err_length;
    pthread_mutex_unlock(&run->lock);
    print_job(run, run->printed, &job, &run->progress, &run->tally);
    pthread_mutex_lock(&run->lock);
    run->printed++;
    if (run->waiting) pthread_cond_broadcast(&run->printed_one);
  }
  run->printing = false;
}

static void *worker_main(void *argument) {
  Worker *worker = argument;
  Run *run = worker->run;
  pthread_mutex_lock(&run->lock);
  for (;;) {
    while (no_room(run)) {
      run->waiting++;
      pthread_cond_wait(&run->printed_one, &run->lock);
      run->waiting--;
    }
    if (run->next >= run->files->count) break;
    size_t index = run->next++;
    pthread_mutex_unlock(&run->lock);
    Job job;
    work_on(worker, index, &job);
    pthread_mutex_lock(&run->lock);
    job.done = true;
    run->buffered += job.out_length + job.err_length;
    run->window[index % run->window_size] = job;
    print_ready(run);
  }
  pthread_mutex_unlock(&run->lock);
  return NULL;
}

/* The number of threads to use for [count] files. */
static int worker_count(const CliRunOptions *options, size_t count) {
  long jobs = options->jobs;
  if (jobs <= 0) jobs = sysconf(_SC_NPROCESSORS_ONLN);
  if (jobs < 1) jobs = 1;
  if (jobs > CLI_MAX_JOBS) jobs = CLI_MAX_JOBS;
  if ((size_t)jobs > count) jobs = (long)(count ? count : 1);
  return (int)jobs;
}

static void make_worker(Worker *worker, Run *run) {
  *worker = (Worker){.run = run, .parser = pp_parser_new()};
  if (run->options->command.warnings)
    worker->warnings = pp_warnings_new();
}

static void free_worker(Worker *worker) {
  pp_parser_free(worker->parser);
  pp_warnings_free(worker->warnings);
}

/* Starts workers 1 .. [count] - 1 on threads (worker 0 is the main
   thread's); how many workers there are then, at least 1. */
static int start_workers(Worker *workers, int count, Run *run) {
  pthread_attr_t attributes;
  if (count <= 1 || pthread_attr_init(&attributes) != 0) return 1;
  pthread_attr_setstacksize(&attributes, WORKER_STACK_BYTES);
  int started = 1;
  for (; started < count; started++) {
    make_worker(&workers[started], run);
    if (pthread_create(&workers[started].thread, &attributes, worker_main,
                       &workers[started]) != 0) {
      free_worker(&workers[started]);
      break;
    }
  }
  pthread_attr_destroy(&attributes);
  return started;
}

/* Runs every job on [count] workers; false when memory runs out first. */
static bool run_jobs(Run *run, int count) {
  Worker *workers = calloc((size_t)count, sizeof *workers);
  run->window_size = (size_t)count * JOB_WINDOW_PER_WORKER;
  run->window = calloc(run->window_size, sizeof *run->window);
  if (!workers || !run->window) {
    free(workers);
    free(run->window);
    return false;
  }
  int started = start_workers(workers, count, run);
  make_worker(&workers[0], run);
  worker_main(&workers[0]);
  free_worker(&workers[0]);
  for (int i = 1; i < started; i++) {
    pthread_join(workers[i].thread, NULL);
    free_worker(&workers[i]);
  }
  free(workers);
  free(run->window);
  return true;
}

int cli_run(const CliRunOptions *options, const CliFiles *files) {
  Run run = {.options = options, .files = files};
  run.headers = options->headers == CLI_HEADERS_ALWAYS ||
                (options->headers == CLI_HEADERS_AUTO && files->count > 1);
  /* (lines that name their file need no header) */
  CliCommand command = options->command.command;
  if (options->command.format == CLI_FORMAT_JSONL ||
      command == CLI_MIN_VERSION || command == CLI_VERSIONS)
    run.headers = false;
  /* graphs one after the other are what dot reads; -H still asks for them */
  if (options->command.format == CLI_FORMAT_DOT &&
      options->headers == CLI_HEADERS_AUTO)
    run.headers = false;
  run.progress = (Progress){.enabled = !options->quiet && isatty(STDERR_FILENO),
                            .total = files->count, .started = now_ns()};
  pthread_mutex_init(&run.lock, NULL);
  pthread_cond_init(&run.printed_one, NULL);
  bool ran = run_jobs(&run, worker_count(options, files->count));
  pthread_cond_destroy(&run.printed_one);
  pthread_mutex_destroy(&run.lock);
  progress_erase(&run.progress);
  if (!ran) return cli_memory_error(stderr, NULL);
  const Tally *tally = &run.tally;
  if (options->command.command == CLI_CHECK && !options->quiet)
    fprintf(stderr, "%zu file%s, %zu ok, %zu with syntax errors, %zu unreadable\n",
            files->count, files->count == 1 ? "" : "s", tally->ok,
            tally->rejected, tally->unreadable);
  if (fflush(stdout) != 0) {
    fputs("pyparse: cannot write the output\n", stderr);
    return 2;
  }
  return tally->worst;
}
