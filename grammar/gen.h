/*
 * gen.h - the generator's model of a grammar, shared by its stages:
 * the meta-parser's actions build it (gen_build.c), gen_check.c resolves
 * names and checks it, gen_analyze.c computes nullability, left recursion
 * and FIRST sets, gen_emit*.c write the C parser and gen_explain.c
 * describes it.
 *
 * All of it lives in one AstArena owned by the GenGrammar and freed with it.
 */
#ifndef PYPARSE_GEN_H
#define PYPARSE_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "arena.h"

/* Item kinds of the pegen dialect. */
typedef enum GenItemKind {
  GEN_ITEM_NAME,   /* a rule or a token type name */
  GEN_ITEM_STRING, /* 'if' keyword, '+' operator, "match" soft keyword */
  GEN_ITEM_OPT,    /* [x] or x? */
  GEN_ITEM_STAR,   /* x* (a synthetic loop rule) */
  GEN_ITEM_PLUS,   /* x+ */
  GEN_ITEM_GATHER, /* s.x+ */
  GEN_ITEM_GROUP,  /* ( alts ) (a synthetic rule) */
  GEN_ITEM_AND,    /* &x */
  GEN_ITEM_NOT,    /* !x */
  GEN_ITEM_FORCED, /* &&x */
  GEN_ITEM_CUT,    /* ~ */
} GenItemKind;

/* What a NAME or STRING item resolved to (gen_check.c). */
typedef enum GenRefKind {
  GEN_REF_NONE,
  GEN_REF_RULE,    /* [index] is a rule index */
  GEN_REF_TOKEN,   /* [index] is a token type */
  GEN_REF_KEYWORD, /* [index] is a keyword type */
  GEN_REF_SOFT,    /* a soft keyword: matched by text */
} GenRefKind;

/* What trying an item, alternative or rule does with the current token
   (gen_first.c); a FIRST test may skip it only when the answer is SET. */
typedef enum GenFirstKind {
  GEN_FIRST_SET,   /* peeks the current token and, when its type is not in
                      [set], fails (or matches nothing if nullable) having
                      peeked at nothing else and run no action */
  GEN_FIRST_ANY,   /* no such promise: always tried */
  GEN_FIRST_FAIL,  /* fails without peeking (a disabled invalid_ rule) */
  GEN_FIRST_EMPTY, /* matches nothing without peeking ([invalid_x] off) */
} GenFirstKind;

typedef struct GenFirst {
  GenFirstKind kind;
  uint64_t *set; /* set_words words: bit t for token or keyword type t */
} GenFirst;

/* The two runtime modes FIRST sets are computed for (p->call_invalid_rules). */
enum { GEN_INVALID_OFF, GEN_INVALID_ON, GEN_MODES };

typedef struct GenAlt GenAlt;
typedef struct GenRule GenRule;

typedef struct GenItem {
  GenItemKind kind;
  const char *var;       /* x= name, or NULL */
  const char *var_type;  /* x[type]= annotation, or NULL */
  const char *text;      /* NAME: the name; STRING: the quoted spelling */
  struct GenItem *inner; /* OPT/STAR/PLUS/AND/NOT/FORCED: the item;
                            GATHER: the element */
  struct GenItem *sep;   /* GATHER: the separator */
  GenAlt **alts;         /* GROUP and [a | b]: the alternatives */
  size_t alt_count;
  int line, col;  /* 1-based line, 1-based column in the .gram */
  GenRefKind ref; /* resolved NAME/STRING */
  int index;      /* rule index or type, per [ref] */
  int rule;       /* STAR/PLUS/GATHER/GROUP: its synthetic rule */
} GenItem;

struct GenAlt {
  GenItem **items;
  size_t count;
  const char *action; /* the C expression between braces, or NULL */
  int line, col;
  /* where the action's text starts in the .gram, for the #line directive
     before it: its 1-based line, and blanks as wide as what precedes it on
     that line (tabs kept), written before it so that it keeps its column */
  int action_line;
  const char *action_indent;
  bool nullable;
  GenFirst first[GEN_MODES]; /* its FIRST, invalid_ rules off and on */
};

typedef enum GenRuleKind {
  GEN_RULE_ALTS,   /* a grammar rule or a group: alternatives */
  GEN_RULE_LOOP0,  /* x* */
  GEN_RULE_LOOP1,  /* x+ */
  GEN_RULE_GATHER, /* s.x+ */
} GenRuleKind;

struct GenRule {
  const char *name;
  const char *type; /* [type] annotation, or NULL (void *) */
  bool memo;        /* (memo) */
  GenRuleKind kind;
  GenAlt **alts;
  size_t alt_count;
  GenItem *elem, *sep; /* loops and gathers */
  int line, col;
  bool synthetic; /* made for a group/loop, not in the .gram */
  bool entry;     /* the first rule or one named by @entries: gets
                     a public <prefix>_parse_<name> */
  int origin;     /* synthetic: the grammar rule it came from */
  /* analysis (gen_analyze.c) */
  bool nullable;
  bool reachable;
  bool left_recursive;       /* in a cycle of left calls */
  bool leader;               /* gets the seed-growing loop */
  int scc;                   /* strongly connected component id */
  int memo_slot;             /* -1 or its memo slot */
  GenFirst first[GEN_MODES]; /* its FIRST, invalid_ rules off and on */
  GenFirst grow[GEN_MODES];  /* leader: the tokens that can follow its own
                                leading call (`e: e '+' t | t` gives '+');
                                the seed stops growing on any other. ANY
                                when not known (indirect recursion) */
};

typedef struct GenMeta {
  const char *name;  /* header, subheader, trailer, entries, tokens */
  const char *value; /* the string's contents */
  int line, col;     /* of the @, for messages */
  /* where [value] starts (after the opening quotes), for #line: 1-based
     line, and blanks as wide as what precedes it (as GenAlt's) */
  int value_line;
  const char *value_indent;
} GenMeta;

/* A token type from the tokens file. */
typedef struct GenToken {
  const char *name;       /* NAME */
  const char **spellings; /* '+' ... (without quotes) */
  size_t spelling_count;
} GenToken;

typedef struct GenKeyword {
  const char *word; /* without quotes */
  bool soft;
  int type; /* hard keywords: type_count + i */
} GenKeyword;

typedef struct GenGrammar {
  AstArena *arena;
  const char *path;        /* the .gram file, for messages */
  const char *tokens_path; /* the tokens file read (gen_read_tokens) */
  GenRule **rules;
  size_t rule_count, rule_capacity;
  size_t grammar_rule_count; /* rules written in the file (first ones) */
  GenMeta *metas;
  size_t meta_count, meta_capacity;
  GenToken *tokens;
  size_t token_count;
  GenKeyword *keywords;
  size_t keyword_count, keyword_capacity;
  size_t hard_keyword_count;
  int type_count;   /* tokens + hard keywords */
  size_t set_words; /* uint64 words per FIRST set */
  size_t memo_slot_count;
  int errors, warnings;
  FILE *diag; /* where messages go (stderr) */
} GenGrammar;

/* Options of one generator run. */
typedef struct GenOptions {
  const char *grammar_path;
  const char *out_c, *out_h;
  const char *tokens_path;
  const char *token_prefix;  /* C prefix of the token constants */
  const char *token_include; /* header defining them, or NULL: emit */
  const char *prefix;        /* C prefix of the parser's public names */
  bool no_lines;             /* no #line directives (--no-lines) */
} GenOptions;

/* gen_diag.c */
void gen_error(GenGrammar *g, int line, int col, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
void gen_warning(GenGrammar *g, int line, int col, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
void *gen_alloc(GenGrammar *g, size_t size);
char *gen_strndup(GenGrammar *g, const char *text, size_t length);
char *gen_printf(GenGrammar *g, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* gen_read.c: lexes and parses [path] with the meta-parser; false on error. */
bool gen_read_grammar(GenGrammar *g, const char *path);
/* gen_tokens.c: reads the tokens file; false on error. */
bool gen_read_tokens(GenGrammar *g, const char *path);
/* gen_tokens.c: the tokens file of the grammar [g] (already read) when the
   command line names none: the one its @tokens names, else the one file
   beside it called Tokens, *Tokens or *.tokens, else tokenizer/Tokens
   below its folder. NULL, with a message, when there is none (or several
   beside it); the path is an arena string. */
const char *gen_find_tokens(GenGrammar *g);
/* gen_check.c: resolves names, makes synthetic rules, checks. */
void gen_check(GenGrammar *g);
/* gen_analyze.c: nullable, left recursion and leaders, FIRST sets. */
void gen_analyze(GenGrammar *g);
/* gen_first.c: the FIRST sets (called by gen_analyze). */
void gen_first(GenGrammar *g);
/* Can [item] match without consuming a token? (after gen_analyze's nullable
 * pass) */
bool gen_item_nullable(const GenGrammar *g, const GenItem *item);
/* Rules named *_without_invalid run with invalid_ rules off. */
bool gen_is_without_invalid(const char *name);
/* gen_emit.c: writes the parser; false on I/O error. */
bool gen_emit(GenGrammar *g, const GenOptions *options);
/* gen_explain.c: every rule and what the analysis found (--explain). */
void gen_explain(GenGrammar *g, FILE *out);
/* gen_explain.c: the rule [index] alone, in more detail: where it is
   written, its flags in words, FIRST sets, its callers and callees. */
void gen_explain_rule(GenGrammar *g, FILE *out, int index);

/* Helpers shared by the stages. */
GenRule *gen_add_rule(GenGrammar *g, const char *name);
int gen_find_rule(const GenGrammar *g, const char *name);
bool gen_is_invalid_rule(const char *name);
/* The text between the quotes of a STRING item (arena copy). */
const char *gen_unquote(GenGrammar *g, const char *quoted);

#endif
