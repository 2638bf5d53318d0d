/*
 * fstring_legacy.c - f-strings as CPython 3.11 and older read them. Their
 * tokenizer gives an f-string as one STRING token; the action that joins
 * a run of string tokens finds the fields in each f-string's text, and
 * parses each field's expression on its own, as the text "(expr)"
 * (py_parse_field), its tokens moved to their place in the source.
 *
 * Where the pieces go (measured with the 3.11 oracle): every Constant
 * and FormattedValue spans the whole run of tokens, as its JoinedStr
 * does; a format spec's JoinedStr spans the one token it is in (in 3.8
 * the run); an
 * expression's nodes are where its text is, the parentheses put around
 * it at the field's '{' and at what ends the expression.
 *
 * Errors: those found while scanning the text are at the token after
 * the run (act_raise_last, as CPython's RAISE_SYNTAX_ERROR); an
 * expression's own error is placed in its "(expr)" text, on the line of
 * the source it comes from, and starts with "f-string: ".
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "python_actions.h"
#include "python_parse.h"
#include "string_literal.h"

/* CPython's limit on the brackets open in one field (its tokenizer's
   MAXLEVEL). */
#define FIELD_BRACKETS_MAX 200

/* The run of tokens being joined, and the f-string being read. */
typedef struct Run {
  PegParser *p;
  const PegToken *first, *last; /* the run's first and last tokens */
  const PegToken *token;        /* the f-string being read */
  const char *end;              /* the end of its text (its closing quotes) */
  bool raw;
  /* how far field_place has counted the token's lines: fields come in
     order, so counting on from the last one keeps a run linear */
  const char *counted;   /* counted up to here */
  int counted_lines;     /* the '\n's before it */
  const char *line_feed; /* the last of them, or NULL */
  /* 3.8's search for a field's text in the first token: by hand while
     the work stays within [search_budget], then through [index] */
  size_t search_budget;
  FirstOccurrence *index;
  /* the '\n's of the first token, for placing what the search finds */
  const char **first_line_feeds; /* NULL until needed */
  size_t first_line_feed_count;
} Run;

/* The bytes 3.8's search may spend per byte of the run's first token
   before it indexes the token: most f-strings never get there. */
enum { SEARCH_BYTES_PER_BYTE = 8, SEARCH_BYTES_MIN = 1024 };

/* What a run or a format spec holds so far: adjacent text is merged
   until a field ends it (CPython's FstringParser). */
typedef struct Pieces {
  AstBuf text;
  bool has_text;
  ActList values;
  bool fmode; /* an f-string is among the pieces: a JoinedStr */
} Pieces;

static void *raise_last(Run *run, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void *raise_last(Run *run, const char *format, ...) {
  char message[160];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  /* (3.8 reports them at the run's first token, as its other errors
     about a string literal) */
  if (((PyParser *)run->p->user)->version < PP_PYTHON_3_9)
    return peg_raise_token(run->p, run->first, "%s", message);
  return act_raise_last(run->p, message);
}

static bool add_text(Pieces *pieces, const char *data, size_t length) {
  if (length == 0) return true;
  ast_buf_put(&pieces->text, data, length);
  pieces->has_text = true;
  return true;
}

/* The text so far as a Constant spanning [from] to [to], appended to the
   values; false on memory. */
static bool flush_text(Run *run, Pieces *pieces, const PegToken *from,
                       const PegToken *to) {
  if (!pieces->has_text) return true;
  pieces->has_text = false;
  PegParser *p = run->p;
  if (pieces->text.failed) return peg_out_of_memory(p) != NULL;
  size_t length = pieces->text.length;
  pieces->text.length = 0;
  char *data = ast_arena_alloc(p->arena, length + 1);
  AstConstant *value = data ? ast_arena_alloc(p->arena, sizeof *value) : NULL;
  if (!value) return false;
  memcpy(data, pieces->text.data, length);
  data[length] = '\0';
  value->kind = AST_CONST_STR;
  value->as.text.data = data;
  value->as.text.length = length;
  /* (only a lower-case u, on the first token, gives a kind) */
  const char *kind = from->start[0] == 'u' ? act_intern(p, "u") : NULL;
  AstExpr *constant =
      ast_Constant(p->arena, value, kind, from->lineno, from->col,
                   to->end_lineno, to->end_col);
  return constant && act_list_add(p, &pieces->values, constant);
}

/* The pieces as a JoinedStr spanning [from] to [to], as its last text
   does (text before a field spans the run). */
static AstExpr *finish(Run *run, Pieces *pieces, const PegToken *from,
                       const PegToken *to) {
  if (!flush_text(run, pieces, from, to)) return NULL;
  return ast_JoinedStr(run->p->arena, act_exprs(run->p, &pieces->values.seq),
                       from->lineno, from->col, to->end_lineno, to->end_col);
}

/* A literal's bad escape or bad UTF-8: before 3.12, CPython decodes the
   literals once the whole run is read, and places their decoder's errors
   at the token after the run, as it places its generic errors (3.8's
   ast.c at the run's first token); so do 3.9 and 3.10 a non-ASCII
   character in bytes (3.8's ast.c and 3.11 at the literal). */
static bool raise_decode_error(Run *run, const PStrResult *result) {
  PegParser *p = run->p;
  PPPythonVersion version = ((PyParser *)p->user)->version;
  bool decoder = result->error == PSTR_ERROR_UNICODE ||
                 result->error == PSTR_ERROR_VALUE;
  if (decoder && version < PP_PYTHON_3_9)
    return peg_raise_token(p, run->first, "%s", result->message);
  if (decoder || (result->error == PSTR_ERROR_NON_ASCII &&
                  version >= PP_PYTHON_3_9 && version < PP_PYTHON_3_11))
    return act_raise_last(p, result->message);
  return peg_raise_token(p, run->token, "%s", result->message);
}

/* Decodes the text [start, end) of the f-string and adds it. */
static bool add_literal(Run *run, Pieces *pieces, const char *start,
                        const char *end) {
  if (start == end) return true;
  PStrResult result;
  PyParser *py = run->p->user;
  if (!pstr_decode_fstring_middle(run->p->arena, start, (size_t)(end - start),
                                  run->raw, py->version, &result)) {
    if (result.error == PSTR_ERROR_MEMORY) return peg_out_of_memory(run->p);
    return raise_decode_error(run, &result);
  }
  return add_text(pieces, result.value.as.text.data,
                  result.value.as.text.length);
}

/* Reads text up to a field's '{' (or, in a format spec, its '}') or the
   end. 1: a doubled brace ended it, to be read on; 0: the end or a
   field; -1: an error, raised. */
static int find_literal(Run *run, Pieces *pieces, const char **at,
                        int level) {
  const char *s = *at, *start = s, *end = run->end;
  while (s < end) {
    char c = *s++;
    if (!run->raw && c == '\\' && s < end) {
      c = *s++;
      if (c == 'N') {
        /* \N{NAME}: its braces are no field's */
        if (s < end && *s++ == '{')
          while (s < end && *s++ != '}') {
          }
        continue;
      }
    }
    if (c == '{' || c == '}') {
      /* doubled braces are text only at the top level (f'{0:{3}}' ends
         two fields) */
      if (level == 0) {
        if (s < end && *s == c) {
          *at = s + 1;
          return add_literal(run, pieces, start, s) ? 1 : -1;
        }
        if (c == '}') {
          raise_last(run, "f-string: single '}' is not allowed");
          return -1;
        }
      }
      s--;
      break;
    }
  }
  *at = s;
  return add_literal(run, pieces, start, s) ? 0 : -1;
}

static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\f';
}

/* The offset in the run's first token of the first "{" expr "}" whose
   expr is [expr]/[length], or -1: by hand while the budget lasts (its
   cost bounded by the positions tried and the bytes compared), then by
   the token's index. */
static ptrdiff_t search_first_token(Run *run, const char *expr,
                                    size_t length) {
  const char *start = run->first->start, *end = run->first->end;
  size_t needle = length + 2;
  for (const char *c = start; c + needle <= end; c++) {
    if (run->search_budget < needle) goto indexed;
    run->search_budget--;
    if (*c != '{' || c[needle - 1] != '}') continue;
    run->search_budget -= needle - 1;
    if (memcmp(c + 1, expr, length) == 0) return c - start;
  }
  return -1;
indexed:
  if (!run->index &&
      !(run->index = first_occurrence_new(run->p->work, start,
                                          (size_t)(end - start))))
    return -2;
  uint32_t state = 0;
  if (!first_occurrence_walk(run->index, &state, "{", 1) ||
      !first_occurrence_walk(run->index, &state, expr, length) ||
      !first_occurrence_walk(run->index, &state, "}", 1))
    return -1;
  return (ptrdiff_t)(first_occurrence_end(run->index, state) - needle);
}

/* Lists the '\n's of the run's first token; false on memory. */
static bool list_line_feeds(Run *run) {
  const PegToken *first = run->first;
  size_t count = 0;
  for (const char *c = first->start; c < first->end; c++) count += *c == '\n';
  /* (one more slot: never a zero-sized allocation) */
  const char **feeds =
      ast_arena_alloc(run->p->work, (count + 1) * sizeof *feeds);
  if (!feeds) return false;
  count = 0;
  for (const char *c = first->start; c < first->end; c++)
    if (*c == '\n') feeds[count++] = c;
  run->first_line_feeds = feeds;
  run->first_line_feed_count = count;
  return true;
}

/* 3.8 looks for the field's text, "{" expr "}", in the run's first
   token (the first place it occurs, wherever the field really is: a
   field with a conversion or '=' is never found) and puts the field at
   the column after it counting from the '\n' before it, on its line; not
   found, at the start of that token. False on memory. */
static bool field_place_3_8(Run *run, const char *brace,
                            const char *expr_end, PyField *field) {
  const PegToken *first = run->first;
  ptrdiff_t offset =
      search_first_token(run, brace + 1, (size_t)(expr_end - brace - 1));
  if (offset == -2) return peg_out_of_memory(run->p) != NULL;
  field->line_shift = first->lineno - 1;
  field->col_shift = first->col;
  if (offset < 0) return true;
  const char *found = first->start + offset;
  if (!run->first_line_feeds && !list_line_feeds(run))
    return peg_out_of_memory(run->p) != NULL;
  /* the line feeds before [found]: a binary search, as the places found
     need not come in order */
  size_t low = 0, high = run->first_line_feed_count;
  while (low < high) {
    size_t middle = low + (high - low) / 2;
    if (run->first_line_feeds[middle] < found)
      low = middle + 1;
    else
      high = middle;
  }
  field->line_shift += (int)low;
  const char *line = low ? run->first_line_feeds[low - 1] : first->start;
  field->col_shift += (int)(found - line);
  return true;
}

/* Counts the '\n's of the f-string being read up to [at]. */
static void count_lines(Run *run, const char *at) {
  if (!run->counted || at < run->counted) {
    run->counted = run->token->start;
    run->counted_lines = 0;
    run->line_feed = NULL;
  }
  for (const char *c = run->counted; c < at; c++)
    if (*c == '\n') {
      run->counted_lines++;
      run->line_feed = c;
    }
  run->counted = at;
}

/* The line and column the field's text starts at, as CPython 3.9-3.11
   compute them from the '{' at [brace]: the lines before it in the
   token, and its column, unless only blanks follow it on its line (then
   the column is the token's own, or 0 on a later line). False on
   memory. */
static bool field_place(Run *run, const char *brace, const char *expr_end,
                        PyField *field) {
  if (((PyParser *)run->p->user)->version < PP_PYTHON_3_9)
    return field_place_3_8(run, brace, expr_end, field);
  count_lines(run, brace);
  int lines = run->counted_lines;
  bool blank_after = true;
  for (const char *c = brace + 1; *c != '}' && *c != '\n'; c++)
    if (!(*c == ' ' || *c == '\t' || *c == '\f')) {
      blank_after = false;
      break;
    }
  int cols = 0;
  if (!blank_after)
    cols = (int)(brace - (run->line_feed ? run->line_feed + 1
                                         : run->token->start));
  field->line_shift = run->token->lineno + lines - 1;
  if (lines == 0 || ((PyParser *)run->p->user)->version >= PP_PYTHON_3_10)
    field->col_shift = lines ? cols : run->token->col + cols;
  else /* 3.9 adds the token's column on a later line too, and counts the
          '\n' before the brace's line */
    field->col_shift = run->token->col + cols + !blank_after;
  return true;
}

/* The error of a field's expression, as the parse of its text alone
   placed it, moved to the field's line and kept for the whole parse. */
static void *field_failed(Run *run, const PyField *field, PPError *error) {
  PegParser *p = run->p;
  PyParser *py = p->user;
  if (error->status == PP_ERROR_MEMORY || field->out_of_memory)
    return peg_out_of_memory(p);
  PPError *kept = ast_arena_alloc(p->work, sizeof *kept);
  if (!kept) return NULL;
  *kept = *error;
  if (error->type == PP_MEMORY_ERROR) {
    /* the field's parser ran out of stack: CPython's MemoryError, as it
       is, for the whole parse */
    py->field_error = kept;
    return peg_raise_token(p, run->token, "%s", kept->message);
  }
  /* (the field's message, shortened by the prefix if it must be; the
     tokenizer raises its own errors, which CPython leaves unprefixed, as
     3.8 leaves every error of the field's parse, placed in its text) */
  bool legacy = py->version < PP_PYTHON_3_9;
  if (!field->tokenizer_error && !legacy)
    snprintf(kept->message, sizeof kept->message, "f-string: %.*s",
             (int)sizeof kept->message - 11, error->message);
  py->field_error_unprefixed = field->tokenizer_error || legacy;
  if (!kept->no_location && !legacy) {
    kept->lineno += field->line_shift;
    kept->end_lineno += field->line_shift;
  }
  py->field_error = kept;
  /* ends the parse; report() gives [kept] */
  return peg_raise_token(p, run->token, "%s", kept->message);
}

/* Parses the expression [start, end) of the field whose '{' is at
   start - 1. */
static AstExpr *field_expression(Run *run, const char *start,
                                 const char *end) {
  PegParser *p = run->p;
  const char *c = start;
  while (c < end && is_space(*c)) c++;
  if (c == end) {
    if ((*end == '!' || *end == ':' || *end == '=') &&
        ((PyParser *)p->user)->version >= PP_PYTHON_3_11)
      return raise_last(run, "f-string: expression required before '%c'",
                        *end);
    return raise_last(run, "f-string: empty expression not allowed");
  }
  size_t length = (size_t)(end - start);
  /* in the tree's arena: the tree keeps names and texts from it */
  char *text = ast_arena_alloc(p->arena, length + 3);
  if (!text) return NULL;
  text[0] = '(';
  memcpy(text + 1, start, length);
  text[length + 1] = ')';
  text[length + 2] = '\0';
  PyField field = {.arena = p->arena};
  if (!field_place(run, start - 1, end, &field)) return NULL;
  PPError error;
  PyParser *py = p->user;
  if (py_parse_field(py, &field, text, length + 2, &error) == PP_OK)
    return field.value;
  /* the error as CPython places it: in the text alone */
  PyField alone = {.arena = p->arena};
  py_parse_field(py, &alone, text, length + 2, &error);
  alone.line_shift = field.line_shift;
  return field_failed(run, &alone, &error);
}

static AstExpr *format_spec(Run *run, const char **at, int level);

/* Scans the field at *[at] ('{'), past its '}': the FormattedValue
   appended to [pieces], and for {x=} its text before it. */
static bool find_field(Run *run, Pieces *pieces, const char **at, int level) {
  const char *s = *at + 1, *end = run->end, *expr_start = s;
  if (level >= 2) return raise_last(run, "f-string: expressions nested too "
                                         "deeply");
  char quote = 0;
  int quote_size = 0, depth = 0;
  char opened[FIELD_BRACKETS_MAX];
  for (; s < end; s++) {
    char c = *s;
    if (c == '\\')
      return raise_last(run, "f-string expression part cannot include a "
                             "backslash");
    if (quote) {
      if (c != quote) continue;
      if (quote_size == 3) {
        if (s + 2 < end && s[1] == c && s[2] == c) {
          s += 2;
          quote = 0;
        }
      } else {
        quote = 0;
      }
    } else if (c == '\'' || c == '"') {
      quote_size = s + 2 < end && s[1] == c && s[2] == c ? 3 : 1;
      if (quote_size == 3) s += 2;
      quote = c;
    } else if (c == '[' || c == '{' || c == '(') {
      if (depth >= FIELD_BRACKETS_MAX)
        return raise_last(run, "f-string: too many nested parenthesis");
      opened[depth++] = c;
    } else if (c == '#') {
      return raise_last(run, "f-string expression part cannot include '#'");
    } else if (depth == 0 && strchr("!:}=<>", c)) {
      /* !=, ==, <= and >= go on; so do a lone < or > */
      if (s + 1 < end && s[1] == '=' && strchr("!=<>", c)) {
        s++;
        continue;
      }
      if (c == '<' || c == '>') continue;
      break;
    } else if (c == ']' || c == '}' || c == ')') {
      if (!depth) return raise_last(run, "f-string: unmatched '%c'", c);
      char open = opened[--depth];
      if (!((open == '(' && c == ')') || (open == '[' && c == ']') ||
            (open == '{' && c == '}')))
        return raise_last(run,
                          "f-string: closing parenthesis '%c' does not "
                          "match opening parenthesis '%c'",
                          c, open);
    }
  }
  const char *expr_end = s;
  if (quote) return raise_last(run, "f-string: unterminated string");
  if (depth)
    return raise_last(run, "f-string: unmatched '%c'", opened[depth - 1]);
  if (s >= end) goto unexpected_end;
  AstExpr *value = field_expression(run, expr_start, expr_end);
  if (!value) return false;
  const char *debug_end = NULL;
  if (*s == '=') {
    s++;
    while (is_space(*s) || *s == '\r' || *s == '\v') s++;
    if (s >= end) goto unexpected_end;
    debug_end = s;
  }
  int conversion = -1;
  if (*s == '!') {
    if (++s >= end) goto unexpected_end;
    conversion = (unsigned char)*s++;
    if (!(conversion == 's' || conversion == 'r' || conversion == 'a'))
      return raise_last(run, "f-string: invalid conversion character: "
                             "expected 's', 'r', or 'a'");
  }
  if (s >= end) goto unexpected_end;
  AstExpr *spec = NULL;
  if (*s == ':') {
    if (++s >= end) goto unexpected_end;
    if (!(spec = format_spec(run, &s, level + 1))) return false;
  }
  if (s >= end || *s != '}') goto unexpected_end;
  *at = s + 1;
  if (debug_end) {
    add_text(pieces, expr_start, (size_t)(debug_end - expr_start));
    if (!spec && conversion == -1) conversion = 'r';
  }
  AstExpr *field = ast_FormattedValue(
      run->p->arena, value, conversion, spec, run->first->lineno,
      run->first->col, run->last->end_lineno, run->last->end_col);
  return field && flush_text(run, pieces, run->first, run->last) &&
         act_list_add(run->p, &pieces->values, field);

unexpected_end:
  return raise_last(run, "f-string: expecting '}'");
}

/* Reads the f-string text at *[at] into [pieces]: at the top level
   ([level] 0) to its end, in a format spec to its '}'. */
static bool read_fstring(Run *run, Pieces *pieces, const char **at,
                         int level) {
  pieces->fmode = true;
  for (;;) {
    int result = find_literal(run, pieces, at, level);
    if (result < 0) return false;
    if (result == 1) continue;
    if (*at >= run->end || **at == '}') break;
    if (!find_field(run, pieces, at, level)) return false;
  }
  if (level == 0 && *at < run->end - 1)
    return raise_last(run, "f-string: unexpected end of string");
  if (level != 0 && **at != '}')
    return raise_last(run, "f-string: expecting '}'");
  return true;
}

static AstExpr *format_spec(Run *run, const char **at, int level) {
  Pieces spec = {0};
  ast_buf_init(&spec.text);
  /* (3.8's spans the run) */
  bool run_wide = ((PyParser *)run->p->user)->version < PP_PYTHON_3_9;
  AstExpr *joined = read_fstring(run, &spec, at, level)
                        ? finish(run, &spec, run_wide ? run->first : run->token,
                                 run_wide ? run->last : run->token)
                        : NULL;
  ast_buf_free(&spec.text);
  return joined;
}

/* The text of STRING [token] between its quotes, and its prefix. */
static const char *body_of(const PegToken *token, bool *fstring, bool *raw,
                           const char **body_end) {
  const char *c = token->start;
  *fstring = *raw = false;
  for (; *c != '\'' && *c != '"'; c++) {
    if ((*c | 0x20) == 'f') *fstring = true;
    if ((*c | 0x20) == 'r') *raw = true;
  }
  int quotes = token->end - c >= 6 && c[1] == c[0] && c[2] == c[0] ? 3 : 1;
  *body_end = token->end - quotes;
  return c + quotes;
}

/* Decodes the plain STRING [token] into [pieces]; false on an error
   (raised) or bytes (*[bytes]). */
static bool add_string(Run *run, Pieces *pieces, const PegToken *token,
                       bool *bytes) {
  PegParser *p = run->p;
  PStrResult result;
  if (!pstr_decode_token(p->arena, token->start,
                         (size_t)(token->end - token->start),
                         ((PyParser *)p->user)->version, &result)) {
    if (result.error == PSTR_ERROR_MEMORY) return peg_out_of_memory(p);
    run->token = token;
    return raise_decode_error(run, &result);
  }
  *bytes = result.value.kind == AST_CONST_BYTES;
  return add_text(pieces, result.value.as.text.data,
                  result.value.as.text.length);
}

AstExpr *act_concatenate_legacy(PegParser *p, const PegSeq *parts, ACT_POS) {
  /* (3.8's grammar only: its ast.c decodes the literals) */
  if (((PyParser *)p->user)->lenient_3_8) {
    AstConstant *value = ast_arena_alloc(p->arena, sizeof *value);
    if (!value) return NULL;
    *value = (AstConstant){.kind = AST_CONST_STR, .as.text.data = ""};
    return ast_Constant(p->arena, value, NULL, lineno, col_offset, end_lineno,
                        end_col_offset);
  }
  Run run = {.p = p,
             .first = ((const ActStringPart *)parts->items[0])->token,
             .last = ((const ActStringPart *)parts->items[parts->count - 1])
                         ->token};
  run.search_budget =
      SEARCH_BYTES_PER_BYTE * (size_t)(run.first->end - run.first->start) +
      SEARCH_BYTES_MIN;
  Pieces pieces = {0};
  ast_buf_init(&pieces.text);
  bool ok = true, any_bytes = false, any_str = false;
  for (size_t i = 0; ok && i < parts->count; i++) {
    const PegToken *token = ((const ActStringPart *)parts->items[i])->token;
    bool fstring, bytes = false;
    const char *end, *body = body_of(token, &fstring, &run.raw, &end);
    /* a plain literal is decoded before the mix is checked, an f-string
       read after */
    if (!fstring && !(ok = add_string(&run, &pieces, token, &bytes))) break;
    if (bytes ? any_str : any_bytes) {
      raise_last(&run, "cannot mix bytes and nonbytes literals");
      ok = false;
      break;
    }
    any_bytes |= bytes;
    any_str |= !bytes;
    if (fstring) {
      run.token = token;
      run.end = end;
      run.counted = NULL;
      ok = read_fstring(&run, &pieces, &body, 0);
    }
  }
  AstExpr *result = NULL;
  if (ok && pieces.fmode) {
    result = finish(&run, &pieces, run.first, run.last);
  } else if (ok) {
    /* no f-string: one Constant, str or bytes */
    if (pieces.text.failed) {
      peg_out_of_memory(p);
    } else {
      AstConstant *value = ast_arena_alloc(p->arena, sizeof *value);
      char *data = ast_arena_alloc(p->arena, pieces.text.length + 1);
      if (value && data) {
        if (pieces.text.length)
          memcpy(data, pieces.text.data, pieces.text.length);
        value->kind = any_bytes ? AST_CONST_BYTES : AST_CONST_STR;
        value->as.text.data = data;
        value->as.text.length = pieces.text.length;
        const char *kind =
            run.first->start[0] == 'u' ? act_intern(p, "u") : NULL;
        result = ast_Constant(p->arena, value, kind, lineno, col_offset,
                              end_lineno, end_col_offset);
      }
    }
  }
  ast_buf_free(&pieces.text);
  return result;
}
