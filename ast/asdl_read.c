/*
 * asdl_read.c - reads an ASDL file into an AsdlModule.
 *
 * A hand-written scanner and recursive-descent parser for the small subset
 * of Zephyr ASDL that Python.asdl uses. The grammar (one function each):
 *
 *   module      = "module" NAME "{" definition* "}"
 *   definition  = NAME "=" (product | sum)
 *   product     = fields attributes?
 *   sum         = constructor ("|" constructor)* attributes?
 *   constructor = NAME VERSIONS? fields?
 *   fields      = "(" field ("," field)* ")"
 *   field       = NAME ("?" | "*" | "?*")? NAME VERSIONS?
 *   attributes  = "attributes" fields
 *
 * VERSIONS is one token, `@3.14` (since), `@-3.13` (until) or
 * `@3.14-3.15`: pyparse's addition, so one file describes every Python
 * version (see Python.asdl's header). `?*` (a sequence whose items may be
 * None) is how CPython 3.14 writes Dict.keys. Comments run from "--" to
 * the end of the line. After parsing, every field's type name is resolved
 * to a type index (asdl_resolve), so the emitters never look names up.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asdl.h"

typedef enum TokenKind {
  TOKEN_NAME,
  TOKEN_PUNCT,     /* one of = | ( ) , ? * { } */
  TOKEN_VERSIONS,  /* "@" then digits, dots and one "-": @3.14, @-3.13 */
  TOKEN_END,
} TokenKind;

typedef struct Token {
  TokenKind kind;
  const char *start;  /* borrowed from the file text */
  size_t length;      /* bytes */
  int line;           /* 1-based */
} Token;

typedef struct Reader {
  const char *cursor;  /* next unread byte of the text */
  const char *end;
  int line;            /* 1-based line of [cursor] */
  Token token;         /* the current, not yet consumed, token */
  const char *filename;
  char *error;
  size_t error_size;
  bool failed;         /* sticky: the first error wins */
} Reader;

static void fail(Reader *r, const char *format, ...) {
  if (r->failed) return;
  r->failed = true;
  int used = snprintf(r->error, r->error_size, "%s:%d: ", r->filename,
                      r->token.line);
  if (used < 0 || (size_t)used >= r->error_size) return;
  va_list args;
  va_start(args, format);
  vsnprintf(r->error + used, r->error_size - (size_t)used, format, args);
  va_end(args);
}

static void skip_space_and_comments(Reader *r) {
  while (r->cursor < r->end) {
    char c = *r->cursor;
    if (c == '\n') {
      r->line++;
      r->cursor++;
    } else if (isspace((unsigned char)c)) {
      r->cursor++;
    } else if (c == '-' && r->cursor + 1 < r->end && r->cursor[1] == '-') {
      while (r->cursor < r->end && *r->cursor != '\n') r->cursor++;
    } else {
      return;
    }
  }
}

static bool is_name_char(char c) {
  return isalnum((unsigned char)c) || c == '_';
}

/* Scans the next token into r->token. */
static void advance(Reader *r) {
  skip_space_and_comments(r);
  Token *t = &r->token;
  t->start = r->cursor;
  t->line = r->line;
  t->length = 0;
  if (r->cursor == r->end) {
    t->kind = TOKEN_END;
  } else if (is_name_char(*r->cursor) && !isdigit((unsigned char)*r->cursor)) {
    t->kind = TOKEN_NAME;
    while (r->cursor < r->end && is_name_char(*r->cursor)) r->cursor++;
    t->length = (size_t)(r->cursor - t->start);
  } else if (*r->cursor == '@') {
    t->kind = TOKEN_VERSIONS;
    r->cursor++;
    while (r->cursor < r->end && strchr("0123456789.-", *r->cursor) &&
           *r->cursor)
      r->cursor++;
    t->length = (size_t)(r->cursor - t->start);
  } else if (strchr("=|(),?*{}", *r->cursor)) {
    t->kind = TOKEN_PUNCT;
    t->length = 1;
    r->cursor++;
  } else {
    t->kind = TOKEN_END;
    fail(r, "unexpected character '%c'", *r->cursor);
  }
}

static bool at_punct(const Reader *r, char c) {
  return r->token.kind == TOKEN_PUNCT && *r->token.start == c;
}

static bool at_word(const Reader *r, const char *word) {
  return r->token.kind == TOKEN_NAME && r->token.length == strlen(word) &&
         memcmp(r->token.start, word, r->token.length) == 0;
}

static void expect_punct(Reader *r, char c) {
  if (!at_punct(r, c)) fail(r, "expected '%c'", c);
  if (!r->failed) advance(r);
}

/* Consumes a NAME and returns a heap copy, or NULL after an error. */
static char *take_name(Reader *r, const char *what) {
  if (r->failed) return NULL;
  if (r->token.kind != TOKEN_NAME) {
    fail(r, "expected %s", what);
    return NULL;
  }
  char *name = malloc(r->token.length + 1);
  if (!name) {
    fail(r, "out of memory");
    return NULL;
  }
  memcpy(name, r->token.start, r->token.length);
  name[r->token.length] = '\0';
  advance(r);
  return name;
}

/* Makes room for one more element of [size] bytes in [*items]. */
static bool grow(Reader *r, void **items, size_t count, size_t size) {
  void *bigger = realloc(*items, (count + 1) * size);
  if (!bigger) {
    fail(r, "out of memory");
    return false;
  }
  *items = bigger;
  return true;
}

/* "3.14" at [*p] -> 314, advancing [*p]; -1 when it is not MAJOR.MINOR. */
static int scan_version(const char **p, const char *end) {
  int major = 0, minor = 0, digits = 0;
  for (; *p < end && isdigit((unsigned char)**p) && digits < 2; (*p)++, digits++)
    major = major * 10 + (**p - '0');
  if (!digits || *p == end || **p != '.') return -1;
  (*p)++;
  digits = 0;
  for (; *p < end && isdigit((unsigned char)**p) && digits < 2; (*p)++, digits++)
    minor = minor * 10 + (**p - '0');
  return digits ? major * 100 + minor : -1;
}

// VERSIONS = "@" (VERSION | "-" VERSION | VERSION "-" VERSION)
static AsdlVersions read_versions(Reader *r) {
  AsdlVersions versions = {0, 0};
  if (r->token.kind != TOKEN_VERSIONS) return versions;
  const char *p = r->token.start + 1, *end = r->token.start + r->token.length;
  bool ok = true;
  if (p < end && *p != '-') ok = (versions.since = scan_version(&p, end)) > 0;
  if (ok && p < end && *p == '-') {
    p++;
    ok = (versions.until = scan_version(&p, end)) > 0;
  }
  if (!ok || p != end || (!versions.since && !versions.until) ||
      (versions.until && versions.since > versions.until))
    fail(r, "bad version range '%.*s' (write @3.14, @-3.13 or @3.13-3.14)",
         (int)r->token.length, r->token.start);
  advance(r);
  return versions;
}

// field = NAME ("?" | "*" | "?*")? NAME VERSIONS?
static void read_field(Reader *r, AsdlField *field) {
  *field = (AsdlField){.line = r->token.line};
  field->type_name = take_name(r, "a field type");
  if (at_punct(r, '?')) {
    field->marker = ASDL_MARKER_OPTIONAL;
    advance(r);
  }
  if (at_punct(r, '*')) {
    field->items_optional = field->marker == ASDL_MARKER_OPTIONAL;
    field->marker = ASDL_MARKER_SEQUENCE;
    advance(r);
  }
  field->name = take_name(r, "a field name");
  field->versions = read_versions(r);
}

// fields = "(" field ("," field)* ")"
static void read_fields(Reader *r, AsdlField **fields, size_t *count) {
  expect_punct(r, '(');
  while (!r->failed && grow(r, (void **)fields, *count, sizeof **fields)) {
    read_field(r, &(*fields)[(*count)++]);
    if (!at_punct(r, ',')) break;
    advance(r);
  }
  expect_punct(r, ')');
}

// attributes = "attributes" fields
static void read_attributes(Reader *r, AsdlType *type) {
  if (!at_word(r, "attributes")) return;
  advance(r);
  read_fields(r, &type->attributes, &type->attribute_count);
}

// grouping = "as" NAME VERSIONS, the versions open at one end
static void read_grouping(Reader *r, AsdlConstructor *ctor) {
  if (!at_word(r, "as")) return;
  advance(r);
  ctor->grouped_as = take_name(r, "the type it is grouped as");
  ctor->grouped_versions = read_versions(r);
  AsdlVersions v = ctor->grouped_versions;
  if (!r->failed && (v.since == 0) == (v.until == 0))
    fail(r, "'as %s' needs versions open at one end (@-3.8 or @3.16)",
         ctor->grouped_as);
}

// constructor = NAME VERSIONS? fields? grouping?
static void read_constructor(Reader *r, AsdlType *type) {
  if (!grow(r, (void **)&type->constructors, type->constructor_count,
            sizeof *type->constructors))
    return;
  AsdlConstructor *ctor = &type->constructors[type->constructor_count++];
  *ctor = (AsdlConstructor){0};
  ctor->name = take_name(r, "a constructor name");
  ctor->versions = read_versions(r);
  if (at_punct(r, '('))
    read_fields(r, &ctor->fields, &ctor->field_count);
  read_grouping(r, ctor);
}

// sum = constructor ("|" constructor)* attributes?
static void read_sum(Reader *r, AsdlType *type) {
  read_constructor(r, type);
  while (!r->failed && at_punct(r, '|')) {
    advance(r);
    read_constructor(r, type);
  }
  read_attributes(r, type);
  type->form = ASDL_FORM_SIMPLE;
  for (size_t i = 0; i < type->constructor_count; i++)
    if (type->constructors[i].field_count) type->form = ASDL_FORM_SUM;
}

// product = fields attributes?
static void read_product(Reader *r, AsdlType *type) {
  type->form = ASDL_FORM_PRODUCT;
  type->constructors = calloc(1, sizeof *type->constructors);
  if (!type->constructors) {
    fail(r, "out of memory");
    return;
  }
  type->constructor_count = 1;
  AsdlConstructor *ctor = &type->constructors[0];
  ctor->name = malloc(strlen(type->name) + 1);
  if (!ctor->name) {
    fail(r, "out of memory");
    return;
  }
  strcpy(ctor->name, type->name);
  read_fields(r, &ctor->fields, &ctor->field_count);
  read_attributes(r, type);
}

// definition = NAME "=" (product | sum)
static void read_definition(Reader *r, AsdlModule *module) {
  if (!grow(r, (void **)&module->types, module->type_count,
            sizeof *module->types))
    return;
  AsdlType *type = &module->types[module->type_count++];
  *type = (AsdlType){0};
  type->name = take_name(r, "a type name");
  expect_punct(r, '=');
  if (r->failed) return;
  if (at_punct(r, '('))
    read_product(r, type);
  else
    read_sum(r, type);
}

static const char *const builtin_names[ASDL_BUILTIN_COUNT] = {
    "identifier", "string", "constant", "int"};

static void add_builtins(Reader *r, AsdlModule *module) {
  module->types = calloc(ASDL_BUILTIN_COUNT, sizeof *module->types);
  if (!module->types) {
    fail(r, "out of memory");
    return;
  }
  for (size_t i = 0; i < ASDL_BUILTIN_COUNT; i++) {
    AsdlType *type = &module->types[module->type_count++];
    type->form = ASDL_FORM_BUILTIN;
    type->name = malloc(strlen(builtin_names[i]) + 1);
    if (!type->name) {
      fail(r, "out of memory");
      return;
    }
    strcpy(type->name, builtin_names[i]);
  }
}

// module = "module" NAME "{" definition* "}"
static void read_module(Reader *r, AsdlModule *module) {
  add_builtins(r, module);
  if (!at_word(r, "module")) fail(r, "expected 'module'");
  if (r->failed) return;
  advance(r);
  module->name = take_name(r, "the module name");
  expect_punct(r, '{');
  while (!r->failed && !at_punct(r, '}')) {
    if (r->token.kind == TOKEN_END) fail(r, "missing '}'");
    read_definition(r, module);
  }
  expect_punct(r, '}');
  if (!r->failed && r->token.kind != TOKEN_END)
    fail(r, "text after the module's '}'");
}

static bool find_type(const AsdlModule *module, const char *name,
                      size_t *index) {
  for (size_t i = 0; i < module->type_count; i++) {
    if (strcmp(module->types[i].name, name) == 0) {
      *index = i;
      return true;
    }
  }
  return false;
}

static void resolve_fields(Reader *r, const AsdlModule *module,
                           AsdlField *fields, size_t count) {
  for (size_t i = 0; i < count && !r->failed; i++) {
    if (!find_type(module, fields[i].type_name, &fields[i].type)) {
      r->token.line = fields[i].line;
      fail(r, "unknown type '%s'", fields[i].type_name);
    }
  }
}

/*
 * Pairs each redeclaration with the declaration before it: same name, same
 * type, both sequences or neither, and a later, disjoint version range.
 * Then gives every declaration of a name the marker of their one C member.
 */
static void merge_redeclarations(Reader *r, AsdlField *fields, size_t count) {
  for (size_t i = 0; i < count && !r->failed; i++) {
    AsdlField *field = &fields[i];
    r->token.line = field->line;
    if (i == 0 || strcmp(fields[i - 1].name, field->name) != 0) {
      for (size_t j = 0; j < i; j++)
        if (strcmp(fields[j].name, field->name) == 0)
          fail(r, "field '%s' declared again, but not right after",
               field->name);
      continue;
    }
    const AsdlField *before = &fields[i - 1];
    field->repeat = true;
    if (strcmp(before->type_name, field->type_name) != 0 ||
        (before->marker == ASDL_MARKER_SEQUENCE) !=
            (field->marker == ASDL_MARKER_SEQUENCE))
      fail(r, "field '%s' changes its type, not only its marker",
           field->name);
    if (!before->versions.until || !field->versions.since ||
        before->versions.until >= field->versions.since)
      fail(r, "field '%s' needs disjoint versions, the later one second",
           field->name);
  }
  for (size_t first = 0; first < count;) {
    size_t last = first;
    /* Versions are numbered 313, 314, ...: a range ending at 314 and the
       next starting at 315 leave no version out. */
    bool gap = fields[first].versions.since != 0;
    while (last + 1 < count && fields[last + 1].repeat) {
      last++;
      if (fields[last].versions.since != fields[last - 1].versions.until + 1)
        gap = true;
    }
    if (fields[last].versions.until) gap = true;
    /* The C member holds every version's value: a field some version
       lacks must be able to hold None. */
    AsdlMarker c_marker = gap ? ASDL_MARKER_OPTIONAL : ASDL_MARKER_REQUIRED;
    for (size_t i = first; i <= last; i++)
      if (fields[i].marker > c_marker) c_marker = fields[i].marker;
    for (size_t i = first; i <= last; i++) fields[i].c_marker = c_marker;
    first = last + 1;
  }
}

/* Checks names are unique and gives every constructor its global number. */
static void resolve(Reader *r, AsdlModule *module) {
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    AsdlType *type = &module->types[t];
    size_t found;
    if (find_type(module, type->name, &found) && found != t)
      fail(r, "type '%s' defined twice", type->name);
    resolve_fields(r, module, type->attributes, type->attribute_count);
    merge_redeclarations(r, type->attributes, type->attribute_count);
    for (size_t i = 0; i < type->attribute_count; i++)
      if (type->attributes[i].repeat) fail(r, "attributes are declared once");
    for (size_t c = 0; c < type->constructor_count; c++) {
      AsdlConstructor *ctor = &type->constructors[c];
      ctor->node = module->node_count++;
      resolve_fields(r, module, ctor->fields, ctor->field_count);
      merge_redeclarations(r, ctor->fields, ctor->field_count);
    }
  }
}

bool asdl_read(const char *text, size_t length, const char *filename,
               AsdlModule *module, char *error, size_t error_size) {
  Reader r = {.cursor = text, .end = text + length, .line = 1,
              .filename = filename, .error = error,
              .error_size = error_size};
  advance(&r);
  read_module(&r, module);
  if (!r.failed) resolve(&r, module);
  return !r.failed;
}

static void free_fields(AsdlField *fields, size_t count) {
  for (size_t i = 0; i < count; i++) {
    free(fields[i].type_name);
    free(fields[i].name);
  }
  free(fields);
}

void asdl_module_free(AsdlModule *module) {
  for (size_t t = 0; t < module->type_count; t++) {
    AsdlType *type = &module->types[t];
    for (size_t c = 0; c < type->constructor_count; c++) {
      free(type->constructors[c].name);
      free(type->constructors[c].grouped_as);
      free_fields(type->constructors[c].fields,
                  type->constructors[c].field_count);
    }
    free(type->constructors);
    free_fields(type->attributes, type->attribute_count);
    free(type->name);
  }
  free(module->types);
  free(module->name);
  *module = (AsdlModule){0};
}

void asdl_camel(const char *name, char *out, size_t size) {
  size_t n = 0;
  bool upper_next = true;
  for (const char *p = name; *p && n + 1 < size; p++) {
    if (*p == '_') {
      upper_next = true;
      continue;
    }
    out[n++] = upper_next ? (char)toupper((unsigned char)*p) : *p;
    upper_next = false;
  }
  out[n] = '\0';
}

void asdl_upper(const char *name, char *out, size_t size) {
  size_t n = 0;
  for (const char *p = name; *p && n + 1 < size; p++)
    out[n++] = (char)toupper((unsigned char)*p);
  out[n] = '\0';
}
