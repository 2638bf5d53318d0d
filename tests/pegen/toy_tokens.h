/*
 * toy_tokens.h - token type numbers of tests/grammars/Toy.tokens for the
 * toy lexer. Each generated toy parser is built with --token-include
 * toy_tokens.h and _Static_asserts every number against the tokens file,
 * so this list cannot drift from it unnoticed.
 */
#ifndef PYPARSE_TOY_TOKENS_H
#define PYPARSE_TOY_TOKENS_H

enum {
  TOY_ENDMARKER,
  TOY_NAME,
  TOY_NUMBER,
  TOY_NEWLINE,
  TOY_LPAR,
  TOY_RPAR,
  TOY_PLUS,
  TOY_MINUS,
  TOY_STAR,
  TOY_SLASH,
  TOY_DOUBLESTAR,
  TOY_COMMA,
  TOY_COLON,
  TOY_EQUAL,
  TOY_SEMI,
};

#endif
