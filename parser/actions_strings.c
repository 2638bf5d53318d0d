/*
 * actions_strings.c - string literals as CPython 3.13 builds them: implicit
 * concatenation, f-strings (JoinedStr, FormattedValue, format specs, the
 * {x=} debug text) and the escapes of every piece (string_literal.c).
 *
 * Where the pieces go (measured with the oracle): adjacent text merges
 * into one Constant spanning from the first piece to the last (a STRING
 * token counts whole, f-string text by its FSTRING_MIDDLE token); a
 * FormattedValue spans its braces; a format spec's JoinedStr spans from
 * its ':' to the closing '}'.
 */
#include <string.h>

#include "python_actions.h"
#include "string_literal.h"
#include "warnings.h"

/* Marks f-string text not decoded yet (Constant.kind): act_fstring_part
   decodes it once it knows whether its f-string is raw. */
static const char pending_text[] = "pending";

ActStringPart *act_string_part(PegParser *p, const PegToken *string) {
  ActStringPart *part = ast_arena_alloc(p->arena, sizeof *part);
  if (!part) return NULL;
  part->token = part->end = string;
  return part;
}

static AstConstant *str_value(PegParser *p, const char *data, size_t length) {
  AstConstant *value = ast_arena_alloc(p->arena, sizeof *value);
  if (!value) return NULL;
  value->kind = AST_CONST_STR;
  value->as.text.data = data;
  value->as.text.length = length;
  return value;
}

AstExpr *act_fstring_text(PegParser *p, const PegToken *middle) {
  size_t length = (size_t)(middle->end - middle->start);
  AstConstant *value = str_value(p, middle->start, length);
  if (!value) return NULL;
  /* "{{" is text "{": the token holds the first brace, CPython's span
     covers both. */
  int end_col = middle->end_col;
  char last = length ? middle->start[length - 1] : 0;
  if ((last == '{' || last == '}') && *middle->end == last) end_col++;
  return ast_Constant(p->arena, value, pending_text, middle->lineno,
                      middle->col, middle->end_lineno, end_col);
}

/* The conversion [name] is checked once the whole field is read, as
   CPython 3.13 does (f'{x!g' is a missing '}' first); 3.14 checks it at
   once (act_conversion). */
static bool check_conversion(PegParser *p, const PegToken *name) {
  size_t n = (size_t)(name->end - name->start);
  if (n == 1 && strchr("sra", name->start[0])) return true;
  peg_raise_token(p, name,
                  "%s: invalid conversion character '%.*s': "
                  "expected 's', 'r', or 'a'",
                  act_fstring_message(p, "f-string"), (int)n, name->start);
  return false;
}

PegToken *act_conversion(PegParser *p, const PegToken *bang, PegToken *name) {
  /* 3.14 fixed the spelling */
  bool fixed = ((PyParser *)p->user)->version >= PP_PYTHON_3_14;
  if (name->lineno != bang->end_lineno || name->col != bang->end_col)
    return peg_raise_at(
        p, bang->lineno, bang->col, name->end_lineno, name->end_col, "%s",
        act_fstring_message(p, fixed ? "f-string: conversion type must "
                                       "come right after the exclamation mark"
                                     : "f-string: conversion type must "
                                       "come right after the exclamanation "
                                       "mark"));
  if (fixed && !check_conversion(p, name))
    return NULL;
  return name;
}

ActFormatSpec *act_format_spec(PegParser *p, const PegToken *colon,
                               PegSeq *values) {
  ActFormatSpec *spec = ast_arena_alloc(p->arena, sizeof *spec);
  if (!spec) return NULL;
  spec->colon = colon;
  spec->values = values;
  return spec;
}

/* The source of a replacement field from after '{' [open] to [next], as
   a str constant. CPython drops comments from the text, from each '#' to
   the end of its line, without regard to strings: f"{'#'=}" shows "'".
   Copied: the tree outlives the source. */
static AstConstant *field_text(PegParser *p, const PegToken *open,
                               const char *next) {
  size_t length = 0;
  char *copy = ast_arena_alloc(p->arena, (size_t)(next - open->end) + 1);
  if (!copy) return NULL;
  for (const char *c = open->end; c < next; c++) {
    if (*c == '#')
      while (c + 1 < next && c[1] != '\n') c++;
    else
      copy[length++] = *c;
  }
  return str_value(p, copy, length);
}

/* Where CPython's text of a replacement field ends, for text that would
   end at [next] (before [terminator], the field's '!', ':' or '}'). Its
   lexer takes the '!' of a '!=' outside brackets for the one before a
   conversion: 3.13 ends the text there; 3.14 lets the real '!' or the
   '}' move the end on again, a ':' not (t"{3!=4:}" has str '3'). */
static const char *field_text_end(PegParser *p, const PegToken *open,
                                  const char *next, char terminator) {
  if (((const PyParser *)p->user)->version >= PP_PYTHON_3_14 &&
      terminator != ':')
    return next;
  int i = p->pos - 1;
  while (i > 0 && peg_token_at(p, i) != open) i--;
  int depth = 0;
  for (i++; i < p->pos; i++) {
    const PegToken *t = peg_token_at(p, i);
    if (t->start >= next) break;
    switch (t->type) {
    case TOK_LPAR: case TOK_LSQB: case TOK_LBRACE: depth++; break;
    case TOK_RPAR: case TOK_RSQB: case TOK_RBRACE: depth--; break;
    case TOK_NOTEQUAL:
      if (depth == 0 && t->start[0] == '!') return t->start;
      break;
    }
  }
  return next;
}

/* The character that ends a replacement field's expression for
   field_text_end: '!' before a conversion, ':' before a spec, or '}'. */
static char field_terminator(const PegToken *conversion,
                             const ActFormatSpec *spec) {
  return conversion ? '!' : spec ? ':' : '}';
}

/* The debug text of {x=}: the field's source up to the token after '=',
   which starts at [next] on line [line], column [col] (spaces and
   newlines after '=' belong to the text). 3.13 decodes its escapes as the
   f-string's own text (act_fstring_part); 3.14 keeps the source as is. */
static AstExpr *debug_text(PegParser *p, const PegToken *open,
                           const char *next, char terminator, int line,
                           int col) {
  AstConstant *value =
      field_text(p, open, field_text_end(p, open, next, terminator));
  if (!value) return NULL;
  bool decoded = ((const PyParser *)p->user)->version <= PP_PYTHON_3_13;
  return ast_Constant(p->arena, value, decoded ? pending_text : NULL,
                      open->end_lineno, open->end_col, line, col);
}

/* What a replacement field's conversion and format spec give: the
   conversion code (-1 for none; {x=} alone means !r) and the spec's
   JoinedStr (NULL for none). False when either is in error. */
static bool field_parts(PegParser *p, const PegToken *debug,
                        const PegToken *conversion, const ActFormatSpec *spec,
                        const PegToken *close, int *kind, AstExpr **format) {
  if (conversion && !check_conversion(p, conversion)) return false;
  *kind = conversion ? conversion->start[0] : -1;
  if (debug && !conversion && !spec) *kind = 'r';
  *format = NULL;
  if (!spec) return true;
  *format = ast_JoinedStr(p->arena, act_exprs(p, spec->values),
                          spec->colon->lineno, spec->colon->col,
                          close->lineno, close->col);
  return *format != NULL;
}

/* [field] alone, or for {x=} preceded by the expression's text, which
   runs to the token after '=': the '!' just before the conversion, the
   ':' or the '}'. */
static PegSeq *with_debug_text(PegParser *p, AstExpr *field,
                               const PegToken *open, const PegToken *debug,
                               const PegToken *conversion,
                               const ActFormatSpec *spec,
                               const PegToken *close) {
  if (!debug) return act_singleton(p, field);
  char terminator = field_terminator(conversion, spec);
  AstExpr *text =
      conversion ? debug_text(p, open, conversion->start - 1, terminator,
                              conversion->lineno, conversion->col - 1)
      : spec     ? debug_text(p, open, spec->colon->start, terminator,
                              spec->colon->lineno, spec->colon->col)
                 : debug_text(p, open, close->start, terminator, close->lineno,
                              close->col);
  return text ? act_append(p, act_singleton(p, text), field) : NULL;
}

PegSeq *act_spec_field(PegParser *p, PegSeq *field) {
  PyParser *py = p->user;
  if (field && field->count == 2 && py->version == PP_PYTHON_3_12) {
    py->constant_without_value = true;
    return peg_raise_at(p, 0, 0, 0, 0,
                        "field 'value' is required for Constant");
  }
  return field;
}

PegSeq *act_formatted_value(PegParser *p, const PegToken *open, AstExpr *value,
                            const PegToken *debug, const PegToken *conversion,
                            const ActFormatSpec *spec, const PegToken *close,
                            ACT_POS) {
  int kind;
  AstExpr *format;
  if (!field_parts(p, debug, conversion, spec, close, &kind, &format))
    return NULL;
  AstExpr *field = ast_FormattedValue(p->arena, value, kind, format, lineno,
                                      col_offset, end_lineno, end_col_offset);
  return field ? with_debug_text(p, field, open, debug, conversion, spec, close)
               : NULL;
}

/* Python's str.isspace() for ASCII, what CPython strips off the end of
   an Interpolation's str. */
static bool is_space(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}

PegSeq *act_interpolation(PegParser *p, const PegToken *open, AstExpr *value,
                          const PegToken *debug, const PegToken *conversion,
                          const ActFormatSpec *spec, const PegToken *close,
                          ACT_POS) {
  int kind;
  AstExpr *format;
  if (!field_parts(p, debug, conversion, spec, close, &kind, &format))
    return NULL;
  /* str: the expression's source, up to the token after it, with the
     spaces before that token stripped */
  const char *next = debug        ? debug->start
                     : conversion ? conversion->start - 1
                     : spec       ? spec->colon->start
                                  : close->start;
  AstConstant *text = field_text(
      p, open,
      field_text_end(p, open, next, field_terminator(conversion, spec)));
  if (!text) return NULL;
  while (text->as.text.length &&
         is_space(text->as.text.data[text->as.text.length - 1]))
    text->as.text.length--;
  AstExpr *field =
      ast_Interpolation(p->arena, value, text, kind, format, lineno,
                        col_offset, end_lineno, end_col_offset);
  return field ? with_debug_text(p, field, open, debug, conversion, spec, close)
               : NULL;
}

/* Joins each run of adjacent Constants of [values] into one spanning the
   run, as CPython does inside a format spec (f"{x:a{y=}}" has "ay="). */
static bool merge_constants(PegParser *p, AstExprSeq *values) {
  size_t kept = 0;
  for (size_t i = 0; i < values->count; i++) {
    AstExpr *e = values->items[i];
    AstExpr *prev = kept ? values->items[kept - 1] : NULL;
    if (prev && prev->kind == AST_EXPR_CONSTANT && e->kind == AST_EXPR_CONSTANT) {
      const AstConstant *a = prev->v.Constant.value, *b = e->v.Constant.value;
      size_t n = a->as.text.length + b->as.text.length;
      char *data = ast_arena_alloc(p->arena, n + 1);
      AstConstant *joined = data ? str_value(p, data, n) : NULL;
      if (!joined) return false;
      if (a->as.text.length) memcpy(data, a->as.text.data, a->as.text.length);
      if (b->as.text.length)
        memcpy(data + a->as.text.length, b->as.text.data, b->as.text.length);
      AstExpr *c = ast_Constant(p->arena, joined, NULL, prev->lineno,
                                prev->col_offset, e->end_lineno,
                                e->end_col_offset);
      if (!c) return false;
      values->items[kept - 1] = c;
      continue;
    }
    values->items[kept++] = e;
  }
  values->count = kept;
  return true;
}

/* 3.12 ends a format spec whose last part is a field with an empty
   string at the spec's end (f"{x:{y}}"'s spec is [{y}, '']). */
static bool end_spec_with_text(PegParser *p, AstExpr *spec) {
  AstExprSeq *values = &spec->v.JoinedStr.values;
  if (((const PyParser *)p->user)->version > PP_PYTHON_3_12 ||
      !values->count || values->items[values->count - 1]->kind ==
                            AST_EXPR_CONSTANT)
    return true;
  AstConstant *empty = str_value(p, "", 0);
  AstExpr *text =
      empty ? ast_Constant(p->arena, empty, NULL, spec->end_lineno,
                           spec->end_col_offset, spec->end_lineno,
                           spec->end_col_offset)
            : NULL;
  PegSeq *grown = text ? act_append(p, (PegSeq *)values, text) : NULL;
  if (!grown) return false;
  values->count = grown->count;
  values->items = (AstExpr **)grown->items;
  return true;
}

/* Decodes the pending text of [values] (and of their format specs, which
   belong to the same f-string) in place; drops empty text. */
static bool decode_pending(PegParser *p, AstExprSeq *values, bool raw,
                           const PegToken *end) {
  size_t kept = 0;
  for (size_t i = 0; i < values->count; i++) {
    AstExpr *e = values->items[i];
    AstExpr *spec = e->kind == AST_EXPR_FORMATTEDVALUE
                        ? e->v.FormattedValue.format_spec
                    : e->kind == AST_EXPR_INTERPOLATION
                        ? e->v.Interpolation.format_spec
                        : NULL;
    if (spec) {
      if (!decode_pending(p, &spec->v.JoinedStr.values, raw, end) ||
          !merge_constants(p, &spec->v.JoinedStr.values) ||
          !end_spec_with_text(p, spec))
        return false;
    } else if (e->kind == AST_EXPR_CONSTANT &&
               e->v.Constant.kind == pending_text) {
      AstConstant *c = e->v.Constant.value;
      PStrResult result;
      if (!pstr_decode_fstring_middle(p->arena, c->as.text.data,
                                      c->as.text.length, raw,
                                      ((PyParser *)p->user)->version,
                                      &result)) {
        if (result.error == PSTR_ERROR_MEMORY)
          peg_out_of_memory(p);
        else
          peg_raise_token(p, end, "%s", result.message);
        return false;
      }
      if (result.warned) /* CPython warns at the f-string's end */
        pwarn_escape(p, end->start, end->lineno, c->as.text.data, e->lineno,
                     e->col_offset, result.warning_offset, result.warning);
      *c = result.value;
      e->v.Constant.kind = NULL;
      if (c->as.text.length == 0) continue;
    }
    values->items[kept++] = e;
  }
  values->count = kept;
  return true;
}

static ActStringPart *formatted_part(PegParser *p, const PegToken *start,
                                     PegSeq *values, const PegToken *end,
                                     bool template) {
  ActStringPart *part = ast_arena_alloc(p->arena, sizeof *part);
  if (!part) return NULL;
  bool raw = false;
  for (const char *c = start->start; *c != '"' && *c != '\''; c++)
    if (*c == 'r' || *c == 'R') raw = true;
  part->token = start;
  part->end = end;
  part->fstring = true;
  part->template = template;
  part->values = act_exprs(p, values);
  return decode_pending(p, &part->values, raw, end) ? part : NULL;
}

ActStringPart *act_fstring_part(PegParser *p, const PegToken *start,
                                PegSeq *values, const PegToken *end) {
  return formatted_part(p, start, values, end, false);
}

ActStringPart *act_tstring_part(PegParser *p, const PegToken *start,
                                PegSeq *values, const PegToken *end) {
  return formatted_part(p, start, values, end, true);
}

const char *act_fstring_message(PegParser *p, const char *message) {
  /* the innermost string still open at the current token: scanning
     back, an END closes one more string than we are inside */
  int closed = 0;
  for (int i = p->pos - 1; i >= 0; i--) {
    int type = peg_token_at(p, i)->type;
    if (type == TOK_FSTRING_END || type == TOK_TSTRING_END) {
      closed++;
    } else if (type == TOK_FSTRING_START || type == TOK_TSTRING_START) {
      if (closed-- > 0) continue;
      if (type == TOK_FSTRING_START) return message;
      char *copy = ast_arena_strndup(p->arena, message, strlen(message));
      if (copy) copy[0] = 't';  /* "f-string: ..." -> "t-string: ..." */
      return copy ? copy : message;
    }
  }
  return message;
}

/* ---- Concatenation ------------------------------------------------------- */

/* The growing value of a run of adjacent text, with its span. */
typedef struct TextRun {
  AstBuf text;
  bool open;                  /* a run is being collected */
  bool u_kind;                /* its first piece is a u"" literal: the
                                 Constant's kind is 'u', as CPython's */
  int lineno, col;            /* start of its first piece */
  int end_lineno, end_col;    /* end of its last piece */
} TextRun;

static void run_add(TextRun *run, const char *data, size_t length,
                    bool u_prefix, int lineno, int col, int end_lineno,
                    int end_col) {
  if (!run->open) {
    run->open = true;
    run->u_kind = u_prefix;
    run->text.length = 0;
    run->lineno = lineno;
    run->col = col;
  }
  ast_buf_put(&run->text, data, length);
  run->end_lineno = end_lineno;
  run->end_col = end_col;
}

/* Ends the run into a Constant appended to [out]; false on memory (the
   error raised). */
static bool run_close(PegParser *p, TextRun *run, ActList *out) {
  if (!run->open) return true;
  run->open = false;
  /* the buffer is on the heap: its failure is not the arena's */
  if (run->text.failed) {
    peg_out_of_memory(p);
    return false;
  }
  if (run->text.length == 0) return true;
  char *data = ast_arena_alloc(p->arena, run->text.length + 1);
  if (!data) return false;
  memcpy(data, run->text.data, run->text.length); /* not empty: checked */
  AstConstant *value = str_value(p, data, run->text.length);
  const char *kind = run->u_kind ? act_intern(p, "u") : NULL;
  AstExpr *c = value ? ast_Constant(p->arena, value, kind, run->lineno,
                                    run->col, run->end_lineno, run->end_col)
                     : NULL;
  return c && act_list_add(p, out, c);
}

/* Decodes STRING [token]; raises CPython's error on a bad literal. */
static bool decode_string(PegParser *p, const PegToken *token,
                          PStrResult *result) {
  if (pstr_decode_token(p->arena, token->start,
                        (size_t)(token->end - token->start),
                        ((PyParser *)p->user)->version, result)) {
    if (result->warned)
      pwarn_escape(p, token->start, token->lineno, token->start,
                   token->lineno, token->col, result->warning_offset,
                   result->warning);
    return true;
  }
  if (result->error == PSTR_ERROR_MEMORY)
    peg_out_of_memory(p);
  else
    peg_raise_token(p, token, "%s", result->message);
  return false;
}

/* Only STRING tokens: one Constant, str or bytes, not mixed. */
static AstExpr *concatenate_plain(PegParser *p, const PegSeq *parts, ACT_POS) {
  AstBuf value;
  ast_buf_init(&value);
  bool bytes = false, u_kind = false;
  for (size_t i = 0; i < parts->count; i++) {
    const ActStringPart *part = parts->items[i];
    PStrResult result;
    if (!decode_string(p, part->token, &result)) {
      ast_buf_free(&value);
      return NULL;
    }
    bool is_bytes = result.value.kind == AST_CONST_BYTES;
    if (i == 0) {
      bytes = is_bytes;
      u_kind = result.u_prefix;
    } else if (is_bytes != bytes) {
      ast_buf_free(&value);
      return act_raise_last(p, "cannot mix bytes and nonbytes literals");
    }
    ast_buf_put(&value, result.value.as.text.data, result.value.as.text.length);
  }
  if (value.failed) { /* on the heap: not the arena's failure */
    ast_buf_free(&value);
    return peg_out_of_memory(p);
  }
  AstConstant *constant = ast_arena_alloc(p->arena, sizeof *constant);
  char *data = ast_arena_alloc(p->arena, value.length + 1);
  bool ok = constant && data;
  if (ok) {
    if (value.length) memcpy(data, value.data, value.length);
    constant->kind = bytes ? AST_CONST_BYTES : AST_CONST_STR;
    constant->as.text.data = data;
    constant->as.text.length = value.length;
  }
  ast_buf_free(&value);
  if (!ok) return NULL;
  return ast_Constant(p->arena, constant, u_kind ? act_intern(p, "u") : NULL,
                      lineno, col_offset, end_lineno, end_col_offset);
}

/* Whether the prefix of STRING [token] has a b. */
static bool is_bytes(const PegToken *token) {
  for (const char *c = token->start; *c != '\'' && *c != '"'; c++)
    if (*c == 'b' || *c == 'B') return true;
  return false;
}

/* Whether the first [count] of [parts] (no t-strings) mix bytes with str. */
static bool mixes_bytes(const PegSeq *parts, size_t count) {
  for (size_t i = 1; i < count; i++) {
    const ActStringPart *a = parts->items[0], *b = parts->items[i];
    bool a_bytes = !a->fstring && is_bytes(a->token);
    if (a_bytes != (!b->fstring && is_bytes(b->token))) return true;
  }
  return false;
}

AstExpr *act_concatenate(PegParser *p, const PegSeq *parts, ACT_POS) {
  if (((const PyParser *)p->user)->version < PP_PYTHON_3_12)
    return act_concatenate_legacy(p, parts, lineno, col_offset, end_lineno,
                                  end_col_offset);
  bool any_fstring = false;
  const ActStringPart *first = parts->items[0];
  for (size_t i = 0; i < parts->count; i++) {
    const ActStringPart *part = parts->items[i];
    if (part->fstring) any_fstring = true;
    if (part->template != first->template) {
      /* CPython first joins the literals before a t-string, as always */
      if (!first->template && mixes_bytes(parts, i))
        return peg_raise_token(p, part->token,
                               "cannot mix bytes and nonbytes literals");
      /* over the first misfit and the literal before it */
      const PegToken *before =
          ((const ActStringPart *)parts->items[i - 1])->token;
      return peg_raise_at(p, before->lineno, before->col, part->end->end_lineno,
                          part->end->end_col,
                          "cannot mix t-string literals with string or bytes "
                          "literals");
    }
  }
  bool templates = first->template;
  if (!any_fstring)
    return concatenate_plain(p, parts, lineno, col_offset, end_lineno,
                             end_col_offset);
  TextRun run = {0};
  ast_buf_init(&run.text);
  ActList values = {0};
  bool ok = true;
  for (size_t i = 0; ok && i < parts->count; i++) {
    const ActStringPart *part = parts->items[i];
    if (!part->fstring) {
      PStrResult result;
      if (!(ok = decode_string(p, part->token, &result))) break;
      if (result.value.kind == AST_CONST_BYTES) {
        ok = false;
        act_raise_last(p, "cannot mix bytes and nonbytes literals");
        break;
      }
      const PegToken *t = part->token;
      run_add(&run, result.value.as.text.data, result.value.as.text.length,
              result.u_prefix, t->lineno, t->col, t->end_lineno, t->end_col);
      continue;
    }
    for (size_t j = 0; ok && j < part->values.count; j++) {
      AstExpr *e = part->values.items[j];
      if (e->kind == AST_EXPR_CONSTANT) {
        AstConstant *c = e->v.Constant.value;
        run_add(&run, c->as.text.data, c->as.text.length, false, e->lineno,
                e->col_offset, e->end_lineno, e->end_col_offset);
      } else {
        ok = run_close(p, &run, &values) && act_list_add(p, &values, e);
      }
    }
  }
  ok = ok && run_close(p, &run, &values);
  ast_buf_free(&run.text);
  if (!ok) return NULL;
  if (templates)
    return ast_TemplateStr(p->arena, act_exprs(p, &values.seq), lineno,
                           col_offset, end_lineno, end_col_offset);
  return ast_JoinedStr(p->arena, act_exprs(p, &values.seq), lineno,
                       col_offset, end_lineno, end_col_offset);
}
