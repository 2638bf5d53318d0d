/*
 * stream.c - the public token stream (pp_tokens_* in pyparse.h).
 *
 * A thin wrapper for linters over the two internal steps: source.c decodes
 * the bytes as the tokenize module does (LEX_SOURCE_TOKENIZE) and the lexer
 * runs in its tokenize mode, which produces COMMENT and NL and relaxes the
 * checks the tokenize module relaxes. This file adds what tokenize itself
 * adds on top of the C tokenizer: ENCODING first, operators reported as OP
 * with an exact type, and the positions it gives the tokens it makes up at
 * the end (the implicit newline, the last DEDENTs, ENDMARKER). (pp_repr,
 * a token's text as tokenize prints it, is the dumper's repr: ast/str_repr.c.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pure_tokenize.h"
#include "pyparse.h"
#include "source.h"
#include "tokenizer.h"

/* The public names of pyparse.h must be the generated numbers. */
#define SAME(name) \
  _Static_assert((int)PP_TOKEN_##name == (int)TOK_##name, #name " drifted")
SAME(ENDMARKER);
SAME(NAME);
SAME(NUMBER);
SAME(STRING);
SAME(NEWLINE);
SAME(INDENT);
SAME(DEDENT);
SAME(OP);
SAME(TYPE_IGNORE);
SAME(TYPE_COMMENT);
SAME(FSTRING_START);
SAME(FSTRING_MIDDLE);
SAME(FSTRING_END);
SAME(TSTRING_START);
SAME(TSTRING_MIDDLE);
SAME(TSTRING_END);
SAME(COMMENT);
SAME(NL);
SAME(ENCODING);
#undef SAME

struct PPTokenStream {
  LexSource source;   /* owns the decoded text every token points into */
  bool pure;          /* before 3.12: the pure-Python tokenize module's
                         tokens (pure_tokenize.c), not the C tokenizer's */
  Lexer lexer;        /* reads source.text (3.12 on) */
  PureScanner scanner; /* reads source.text (before 3.12) */
  bool sent_encoding; /* the ENCODING token was returned */
};

const char *pp_token_type_name(int type) {
  return type >= 0 && type < TOK_N_TOKENS ? lex_token_names[type] : NULL;
}

/* The token module of 3.8 to 3.11 (version.py's numbers): no
   EXCLAMATION, f-string or t-string tokens; AWAIT and ASYNC at 55 and 56
   after OP; ERRORTOKEN before COMMENT. 3.10 added SOFT_KEYWORD at 59;
   3.8 and 3.9 lack it, so the four after it are one lower there. (3.8-3.10
   are passed as 308-310 until pyparse.h names them.) */
static int number_before_3_12(int type, PPPythonVersion version) {
  int soft = version >= (PPPythonVersion)310;
  switch (type) {
  case TOK_OP: return 54;
  case TOK_TYPE_IGNORE: return 57;
  case TOK_TYPE_COMMENT: return 58;
  case TOK_SOFT_KEYWORD: return soft ? 59 : -1;
  case TOK_ERRORTOKEN: return 59 + soft;
  case TOK_COMMENT: return 60 + soft;
  case TOK_NL: return 61 + soft;
  case TOK_ENCODING: return 62 + soft;
  default: return type < TOK_EXCLAMATION ? type : -1;
  }
}

int pp_token_number(int type, PPPythonVersion version) {
  if (type < 0 || type >= TOK_N_TOKENS) return -1;
  version = pp_python_version_resolve(version);
  if (version < PP_PYTHON_3_12) return number_before_3_12(type, version);
  if (version >= PP_PYTHON_3_14) return type;
  /* before 3.14 there are no TSTRING tokens, and the ones after them are
     three lower; 3.12 still numbers AWAIT and ASYNC (56 and 57, never
     produced) before TYPE_IGNORE, which puts the rest two higher */
  int shift = version == PP_PYTHON_3_12 && type >= TOK_TYPE_IGNORE ? 2 : 0;
  if (type < TOK_TSTRING_START) return type + shift;
  return type <= TOK_TSTRING_END ? -1 : type - 3 + shift;
}

int pp_char_column(const char *line, int byte_offset) {
  if (!line || byte_offset <= 0) return byte_offset;
  return lex_char_count(line, line + byte_offset);
}

/* A code point beyond the BMP (a 4-byte sequence) is two UTF-16 units. */
int pp_utf16_column(const char *line, int byte_offset) {
  if (!line || byte_offset <= 0) return byte_offset;
  int units = lex_char_count(line, line + byte_offset);
  for (int i = 0; i < byte_offset; i++)
    units += (unsigned char)line[i] >= 0xf0;
  return units;
}

/* The byte column after [count] characters of [line], each worth 1 unit,
   or 2 for a 4-byte sequence when [utf16]; stops at the line's end. */
static int byte_column(const char *line, int count, bool utf16) {
  int at = 0;
  while (count > 0 && line[at] != '\n' && line[at] != '\0') {
    count -= utf16 && (unsigned char)line[at] >= 0xf0 ? 2 : 1;
    at++;
    while (((unsigned char)line[at] & 0xc0) == 0x80) at++;
  }
  return at;
}

int pp_byte_column_from_chars(const char *line, int char_column) {
  return line ? byte_column(line, char_column, false) : char_column;
}

int pp_byte_column_from_utf16(const char *line, int utf16_column) {
  return line ? byte_column(line, utf16_column, true) : utf16_column;
}

/* ---- The stream -------------------------------------------------------- */

static PPStatus fail(PPError *error, const PPError *why, PPStatus status) {
  if (!error) return status;
  if (why) {
    *error = *why;
  } else {
    memset(error, 0, sizeof *error);
    snprintf(error->message, sizeof error->message, "out of memory");
  }
  error->status = status;
  return status;
}

PPStatus pp_tokens_open(const char *bytes, size_t length,
                        const PPTokenOptions *options, PPTokenStream **out,
                        PPError *error) {
  *out = NULL;
  PPTokenStream *stream = calloc(1, sizeof *stream);
  if (!stream) return fail(error, NULL, PP_ERROR_MEMORY);
  PPPythonVersion version = pp_python_version_resolve(
      options ? options->version : PP_PYTHON_DEFAULT);
  int mode = LEX_SOURCE_TOKENIZE;
  if (version < PP_PYTHON_3_12) mode |= LEX_SOURCE_BEFORE_3_12;
  if (version >= PP_PYTHON_3_14) mode |= LEX_SOURCE_SINCE_3_14;
  if (!lex_source_open_named(&stream->source, bytes ? bytes : "",
                             bytes ? length : 0, mode,
                             options ? options->filename : NULL)) {
    free(stream);
    return fail(error, NULL, PP_ERROR_MEMORY);
  }
  LexSource *src = &stream->source;
  if (src->has_error && src->place != LEX_SOURCE_AT_LINE) {
    /* refused before any token (see source.h): no position; a codec
       pyparse cannot decode is PP_ERROR_UNSUPPORTED, one that is not a
       text encoding tokenize's LookupError */
    PPError why = src->error;
    why.lineno = why.col_offset = why.end_lineno = why.end_col_offset = 0;
    if (src->place == LEX_SOURCE_AT_UNEXPECTED) why.type = PP_LOOKUP_ERROR;
    pp_tokens_free(stream);
    return fail(error, &why, why.status);
  }
  if (version < PP_PYTHON_3_12) {
    stream->pure = true;
    if (!pure_init(&stream->scanner, src->text, src->length, version)) {
      pp_tokens_free(stream);
      return fail(error, NULL, PP_ERROR_MEMORY);
    }
    if (src->has_error) pure_set_pending_error(&stream->scanner, &src->error);
    *out = stream;
    return PP_OK;
  }
  LexOptions lex_options = {
      .version = version,
      .tokenize = true,
      .type_comments = options && options->type_comments,
  };
  if (!lex_init(&stream->lexer, src->text, src->length, &lex_options)) {
    lex_source_close(src);
    free(stream);
    return fail(error, NULL, PP_ERROR_MEMORY);
  }
  if (src->has_error)
    lex_set_pending_error(&stream->lexer, &src->error, src->error.col_offset);
  *out = stream;
  return PP_OK;
}

/* ENCODING: the codec's name, at 0,0-0,0. */
static void encoding_token(const PPTokenStream *stream, PPToken *token) {
  memset(token, 0, sizeof *token);
  token->type = token->exact_type = TOK_ENCODING;
  token->start = stream->source.encoding;
  token->length = strlen(stream->source.encoding);
}

/* Copies [t] into [token], with tokenize's positions for the tokens it
   makes up at the end of the input. An operator is OP; its exact type is
   what tokenize's EXACT_TOKEN_TYPES gives its text, which is not always
   the lexer's type: '<>' is NOTEQUAL to the lexer (for the Barry-as-FLUFL
   easter egg) but has no exact type, nor has '\r' glued to an operator
   ("\r==", see lexer.c's lone_cr). */
static void public_token(const Lexer *lx, const LexToken *t, PPToken *token) {
  token->type = token->exact_type = (int)t->type;
  token->start = t->start;
  token->length = (size_t)(t->end - t->start);
  if (t->type > TOK_DEDENT && t->type <= TOK_OP) {
    token->type = TOK_OP;
    token->exact_type = (int)lex_exact_type(t->start, token->length);
  }
  token->line = t->line_start;
  token->end_line = t->end_line_start;
  token->lineno = t->lineno;
  token->col_offset = t->col;
  token->end_lineno = t->end_lineno;
  token->end_col_offset = t->end_col;
  if ((t->type == TOK_NEWLINE || t->type == TOK_NL) &&
      t->end > lx->text_end) {
    /* the newline tokenize adds to a last line without one is not part of
       the token's text; a NEWLINE keeps a lone '\r' before it, an NL not */
    token->length = t->start >= lx->text_end || t->type == TOK_NL
                        ? 0
                        : (size_t)(lx->text_end - t->start);
  } else if (t->type == TOK_ENDMARKER ||
             (t->type == TOK_DEDENT && t->start >= lx->limit)) {
    /* past the last line: column 0 of the line after it */
    token->col_offset = token->end_col_offset = 0;
    token->length = 0;
    token->line = token->end_line = t->start;
  }
}

PPStatus pp_tokens_next(PPTokenStream *stream, PPToken *token,
                        PPError *error) {
  if (!stream->sent_encoding) {
    stream->sent_encoding = true;
    encoding_token(stream, token);
    return PP_OK;
  }
  if (stream->pure) return pure_next(&stream->scanner, token, error);
  LexToken t;
  if (lex_next(&stream->lexer, &t) == TOK_ERRORTOKEN) {
    memset(token, 0, sizeof *token);
    token->type = token->exact_type = TOK_ERRORTOKEN;
    return fail(error, &stream->lexer.error, PP_ERROR_SYNTAX);
  }
  public_token(&stream->lexer, &t, token);
  return PP_OK;
}

void pp_tokens_free(PPTokenStream *stream) {
  if (!stream) return;
  if (stream->pure)
    pure_free(&stream->scanner);
  else
    lex_free(&stream->lexer);
  lex_source_close(&stream->source);
  free(stream);
}
