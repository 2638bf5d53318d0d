/*
 * python_actions.h - what the actions of Python.gram call: the pieces that
 * rules pass up before a node can be built (a parameter and its default, a
 * comparison operator and its operand, a call's argument), and the act_*
 * helpers that turn tokens and those pieces into ast/ nodes.
 *
 * Conventions: every helper takes the parser first and allocates from its
 * arena (p->arena); a NULL result means failure, and when the arena ran out
 * the runtime turns it into PEG_STATUS_MEMORY (peg_action_result). Helpers
 * that can only fail by running out of memory say nothing more; the others
 * raise their SyntaxError with peg_raise_at, as CPython's actions do.
 * Positions are the EXTRA of the alternative: (lineno, col_offset,
 * end_lineno, end_col_offset), 1-based lines and 0-based UTF-8 byte columns.
 *
 * Files: actions_seq.c (sequences), actions_names.c (identifiers, names,
 * constants, contexts), actions_exprs.c (calls, comparisons, dicts),
 * actions_defs.c (parameters, functions, classes, imports, modules),
 * actions_patterns.c (match), actions_strings.c (literals, f-strings),
 * actions_errors.c (the messages of the invalid_ rules).
 */
#ifndef PYPARSE_PYTHON_ACTIONS_H
#define PYPARSE_PYTHON_ACTIONS_H

#include <stdbool.h>

#include "ast.h"
#include "peg.h"
#include "python_parse.h"

#define ACT_POS int lineno, int col_offset, int end_lineno, int end_col_offset

/* ---- Pieces passed between rules --------------------------------------- */

/* A parameter with its default ('= value'); [value] NULL: none (only for
   keyword-only parameters, whose kw_defaults then hold None). */
typedef struct ActDefault {
  AstArg *arg;
  AstExpr *value;
} ActDefault;

/* The parameters before '/' when some have defaults. */
typedef struct ActSlash {
  PegSeq *plain;         /* AstArg * */
  PegSeq *with_default;  /* ActDefault * */
} ActSlash;

/* What follows '*': *args (or a bare '*'), keyword-only ones, **kwargs. */
typedef struct ActStar {
  AstArg *vararg;   /* NULL: a bare '*' or none */
  PegSeq *kwonly;   /* ActDefault *; NULL: none */
  AstArg *kwarg;    /* NULL: none */
} ActStar;

/* An operand of binary operators, with the span of its tokens. */
typedef struct ActOperand {
  AstExpr *value;
  int lineno, col_offset, end_lineno, end_col_offset;
} ActOperand;

/* An operator and the operand after it. */
typedef struct ActBinaryTail {
  const PegToken *op;
  ActOperand *right;
} ActBinaryTail;

/* A trailer of a primary: .name, a generator argument, (args) or [index],
   with the end of its span. */
typedef enum ActTrailerKind {
  ACT_TRAILER_ATTRIBUTE,
  ACT_TRAILER_GENEXP,
  ACT_TRAILER_CALL,
  ACT_TRAILER_SUBSCRIPT,
} ActTrailerKind;

typedef struct ActTrailer {
  ActTrailerKind kind;
  const PegToken *name; /* ATTRIBUTE */
  AstExpr *expr;        /* GENEXP: the generator; SUBSCRIPT: the slice */
  PegSeq *args;         /* CALL: ActArgument items, NULL for none */
  int end_lineno, end_col_offset;
} ActTrailer;

/* One link of a comparison chain: the operator and its right operand. */
typedef struct ActCompare {
  AstCmpop op;
  AstExpr *right;
} ActCompare;

/* key: value in a dict display; [key] NULL for '**value'. */
typedef struct ActKeyValue {
  AstExpr *key;
  AstExpr *value;
} ActKeyValue;

/* key: pattern in a mapping pattern, or name=pattern in a class pattern. */
typedef struct ActKeyPattern {
  AstExpr *key;        /* mapping patterns */
  const char *name;    /* class patterns */
  AstPattern *pattern;
} ActKeyPattern;

/* One argument of a call or of a class's bases: exactly one is set. */
typedef struct ActArgument {
  AstExpr *positional;  /* x or *x */
  AstKeyword *keyword;  /* k=x or **x */
} ActArgument;

/* One piece of an implicit concatenation: a STRING token, or an f-string
   whose values are Constant (text, not decoded yet) and FormattedValue. */
typedef struct ActStringPart {
  const PegToken *token;  /* STRING, or FSTRING_START / TSTRING_START */
  const PegToken *end;    /* FSTRING_END / TSTRING_END; == token for STRING */
  bool fstring;           /* an f-string or a t-string: [values] */
  bool template;          /* a t-string */
  AstExprSeq values;      /* f- and t-strings: its pieces, text decoded */
} ActStringPart;

/* ':' and the pieces of a format spec. */
typedef struct ActFormatSpec {
  const PegToken *colon;
  PegSeq *values;  /* AstExpr *: Constant text and FormattedValue */
} ActFormatSpec;

/* ---- Sequences (actions_seq.c) --------------------------------------------- */

PegSeq *act_empty(PegParser *p);
PegSeq *act_singleton(PegParser *p, void *item);
PegSeq *act_prepend(PegParser *p, void *first, const PegSeq *rest);
PegSeq *act_append(PegParser *p, const PegSeq *seq, void *last);
PegSeq *act_join(PegParser *p, const PegSeq *a, const PegSeq *b);
/* The statement lists of [lists] (a PegSeq of PegSeq *) one after another. */
PegSeq *act_flatten(PegParser *p, const PegSeq *lists);

/* A sequence grown one item at a time in amortized constant time (an
   action's loop over many pieces: act_append copies, so a loop of it is
   quadratic). Its items live in the parse's work arena; start it as
   {0}. */
typedef struct ActList {
  PegSeq seq; /* the items so far */
  size_t capacity;
} ActList;
/* Adds [item]; false on memory failure (error raised). */
bool act_list_add(PegParser *p, ActList *list, void *item);

/* ---- First occurrences (first_occurrence.c) ------------------------------ */

/* An index of a text that gives where a string first occurs in it, in
   time linear in the string's length, once built in linear time. */
typedef struct FirstOccurrence FirstOccurrence;
/* Indexes [text] in [arena]; NULL on memory failure. */
FirstOccurrence *first_occurrence_new(AstArena *arena, const char *text,
                                      size_t length);
/* Walks [length] bytes on from *[state] (0 is the empty string's); false
   when the string so far occurs nowhere in the text. */
bool first_occurrence_walk(const FirstOccurrence *index, uint32_t *state,
                           const char *bytes, size_t length);
/* The offset just past the first occurrence of the string walked to
   [state]. */
size_t first_occurrence_end(const FirstOccurrence *index, uint32_t state);

/* Typed views for the constructors; NULL gives an empty sequence. */
AstExprSeq act_exprs(PegParser *p, const PegSeq *seq);
AstStmtSeq act_stmts(PegParser *p, const PegSeq *seq);
AstAliasSeq act_aliases(PegParser *p, const PegSeq *seq);
AstWithitemSeq act_withitems(PegParser *p, const PegSeq *seq);
AstExcepthandlerSeq act_handlers(PegParser *p, const PegSeq *seq);
AstMatchCaseSeq act_match_cases(PegParser *p, const PegSeq *seq);
AstPatternSeq act_patterns(PegParser *p, const PegSeq *seq);
AstComprehensionSeq act_comprehensions(PegParser *p, const PegSeq *seq);
AstTypeParamSeq act_type_params(PegParser *p, const PegSeq *seq);
/* The identifiers of a PegSeq of NAME tokens. */
AstIdentifierSeq act_identifiers(PegParser *p, const PegSeq *names);

/* ---- Names, constants, contexts (actions_names.c) --------------------------- */

/* The identifier of a NAME token: NFKC-normalized (PEP 3131), interned. */
const char *act_identifier(PegParser *p, const PegToken *name);
/* Same, NULL for a NULL token (an absent 'as' name). */
const char *act_opt_identifier(PegParser *p, const PegToken *name);
const char *act_intern(PegParser *p, const char *text);
/* Name(id, ctx) at the token. */
AstExpr *act_name(PegParser *p, const PegToken *name, AstExprContext ctx);
/* "a.b" from the dotted name [a] and the NAME [b]. */
const char *act_dotted(PegParser *p, const char *a, const PegToken *b);
/* A constant of a value-less kind (None, True, False, Ellipsis). */
AstConstant *act_const(PegParser *p, AstConstantKind kind);
/* Constant(value) of a NUMBER token. */
AstExpr *act_number(PegParser *p, const PegToken *number);
/* The same, checking that the number is real / imaginary (complex
   literal patterns), with CPython's error otherwise. */
AstExpr *act_real_number(PegParser *p, const PegToken *number);
AstExpr *act_imaginary_number(PegParser *p, const PegToken *number);
/* [e] with its context (and its elements', for tuples, lists, starred)
   set to [ctx]. */
AstExpr *act_set_context(PegParser *p, AstExpr *e, AstExprContext ctx);
/* The text of a TYPE_COMMENT token, NULL for none. */
const char *act_type_comment(PegParser *p, const PegToken *comment);
/* The operator of an augmented assignment token ('+=' -> Add). */
AstOperator act_operator(const PegToken *token);

/* ---- Expressions (actions_exprs.c) -------------------------------------------- */

/* A slice's step: [step] or, for a ':' with nothing after it, a marker
   that act_step_value turns back into NULL (a NULL result would fail). */
void *act_step(PegParser *p, AstExpr *step);
AstExpr *act_step_value(PegParser *p, void *step);
/* `*a` among a call's arguments (3.8 ends it where [a] ends, before a
   ')' closing it). */
AstExpr *act_starred_argument(PegParser *p, AstExpr *a, ACT_POS);
/* A 'with' item's target [e], unless 3.8 refuses it: starred (its
   target is an expr): then "invalid syntax" at the star. */
AstExpr *act_unstarred_target(PegParser *p, AstExpr *e);
/* A subscript's [slice] in the target's schema (3.8: Index, ExtSlice). */
AstExpr *act_subscript_slice(PegParser *p, AstExpr *slice);
ActTrailer *act_trailer(PegParser *p, ActTrailerKind kind, const PegToken *name,
                        AstExpr *expr, PegSeq *args, ACT_POS);
/* [atom] with the ActTrailer items of [trailers] applied from the left;
   every node starts at [lineno]:[col_offset], the atom's first token. */
AstExpr *act_trailers(PegParser *p, AstExpr *atom, const PegSeq *trailers,
                      int lineno, int col_offset);
ActOperand *act_operand(PegParser *p, AstExpr *value, ACT_POS);
ActBinaryTail *act_binary_tail(PegParser *p, const PegToken *op, ActOperand *right);
/* [first] (whose span starts at [lineno]:[col_offset], before any
   parenthesis around it) and the ActBinaryTail items of [tails] grouped
   by precedence into BinOp nodes. */
AstExpr *act_binary(PegParser *p, AstExpr *first, int lineno, int col_offset,
                    const PegSeq *tails);
/* "body if test else orelse": the 'if' part, then the whole IfExp. */
ActKeyValue *act_if_else(PegParser *p, AstExpr *test, AstExpr *orelse);
AstExpr *act_conditional(PegParser *p, AstExpr *body, const ActKeyValue *test_else, ACT_POS);
ActCompare *act_compare_pair(PegParser *p, AstCmpop op, AstExpr *right);
/* The '!=' token when it may be written so: '<>' only after the
   Barry-as-FLUFL future (3.14: ast.parse sees it), which forbids '!='. */
PegToken *act_not_equal(PegParser *p, PegToken *token);
AstExpr *act_compare(PegParser *p, AstExpr *left, const PegSeq *pairs, ACT_POS);
ActKeyValue *act_key_value(PegParser *p, AstExpr *key, AstExpr *value);
AstExpr *act_kv_key(const ActKeyValue *kv);
AstExpr *act_kv_value(const ActKeyValue *kv);
AstExpr *act_dict(PegParser *p, const PegSeq *pairs, ACT_POS);
ActArgument *act_positional_arg(PegParser *p, AstExpr *value);
ActArgument *act_keyword_arg(PegParser *p, AstKeyword *keyword);
/* The arguments of a call: the positional ones [positional] (AstExpr *)
   then [keywords] (ActArgument *, NULL: none). */
PegSeq *act_args(PegParser *p, const PegSeq *positional, const PegSeq *keywords);
/* Call(func, args, keywords) from ActArgument items ([args] NULL: none). */
AstExpr *act_call(PegParser *p, AstExpr *func, const PegSeq *args, ACT_POS);
AstExpr *act_call_genexp(PegParser *p, AstExpr *func, AstExpr *genexp, ACT_POS);
/* The bases and keywords of a class from its ActArgument items. */
bool act_split_arguments(PegParser *p, const PegSeq *args,
                         AstExprSeq *positional, AstKeywordSeq *keywords);

/* ---- Definitions, imports, modules (actions_defs.c) --------------------------- */

ActDefault *act_default(PegParser *p, AstArg *arg, AstExpr *value);
ActSlash *act_slash(PegParser *p, PegSeq *plain, PegSeq *with_default);
ActStar *act_star(PegParser *p, AstArg *vararg, PegSeq *kwonly, AstArg *kwarg);
AstArg *act_arg_comment(PegParser *p, AstArg *arg, const PegToken *comment);
/* A keyword-only parameter: 3.8 ends it at its name, annotated or not. */
AstArg *act_kwonly_param(PegParser *p, AstArg *arg);
/* arguments(...) from the pieces of one parameter list (any may be NULL). */
AstArguments *act_arguments(PegParser *p, const PegSeq *slash_plain,
                            const ActSlash *slash_with_default,
                            const PegSeq *plain, const PegSeq *with_default,
                            const ActStar *star);
AstArguments *act_no_arguments(PegParser *p);
AstStmt *act_function_def(PegParser *p, bool is_async, const PegToken *name,
                          const PegSeq *type_params, AstArguments *params,
                          AstExpr *returns, const PegToken *type_comment,
                          const PegSeq *body, ACT_POS);
AstStmt *act_class_def(PegParser *p, const PegToken *name,
                       const PegSeq *type_params, const PegSeq *arguments,
                       const PegSeq *body, ACT_POS);
/* [def] (a function or class) with its decorators. */
AstStmt *act_decorate(PegParser *p, const PegSeq *decorators, AstStmt *def);
/* The level of 'from ..x import': '.' counts 1, '...' counts 3. */
int act_dots(PegParser *p, const PegSeq *dots);
/* Import.is_lazy / ImportFrom.is_lazy: 1 after the `lazy` keyword, 0
   without it, absent (AST_INT_NONE) before 3.15, whose nodes lack it. */
int act_is_lazy(PegParser *p, const PegToken *lazy_keyword);

/* from [module] import [names] (after `lazy` when [lazy_keyword]): the
   ImportFrom, and what a __future__ import means to the parser from 3.14:
   barry_as_FLUFL makes '<>' the way to write '!='; `lazy from __future__`
   is an error (3.15). */
AstStmt *act_import_from(PegParser *p, const PegToken *lazy_keyword,
                         const char *module, AstAliasSeq names, int level,
                         ACT_POS);

/* The version gate: a non-NULL dummy when the parse's target is [version]
   or newer, else NULL (the gate rule fails). */
void *act_since(PegParser *p, PPPythonVersion version);
/* The gate before_3_N: the target version is older than [version]. */
void *act_before(PegParser *p, PPPythonVersion version);
/* Non-NULL in the parse that checks the input against 3.8's grammar alone
   (PyParser.lenient_3_8). */
void *act_lenient_3_8(PegParser *p);
AstMod *act_module(PegParser *p, const PegSeq *statements);

/* ---- Patterns (actions_patterns.c) -------------------------------------------- */

ActKeyPattern *act_key_pattern(PegParser *p, AstExpr *key, AstPattern *pattern);
ActKeyPattern *act_keyword_pattern(PegParser *p, const PegToken *name,
                                   AstPattern *pattern);
AstPattern *act_match_mapping(PegParser *p, const PegSeq *items,
                              const char *rest, ACT_POS);
AstPattern *act_match_class(PegParser *p, AstExpr *cls, const PegSeq *positional,
                            const PegSeq *keywords, ACT_POS);

/* ---- Strings (actions_strings.c) ------------------------------------------------ */

ActStringPart *act_string_part(PegParser *p, const PegToken *string);
ActStringPart *act_fstring_part(PegParser *p, const PegToken *start,
                                PegSeq *values, const PegToken *end);
/* A t-string (3.14): its pieces are text and Interpolations. */
ActStringPart *act_tstring_part(PegParser *p, const PegToken *start,
                                PegSeq *values, const PegToken *end);
/* [message], an "f-string: ..." error, as said about the f- or t-string
   the parse is inside ("t-string: ..."). */
const char *act_fstring_message(PegParser *p, const char *message);
/* A piece of f-string text: Constant holding the token's text as written
   (act_fstring_part decodes it, knowing whether the f-string is raw). */
AstExpr *act_fstring_text(PegParser *p, const PegToken *middle);
/* The NAME after '!' ([bang]), checked: s, r or a, right after the '!'. */
PegToken *act_conversion(PegParser *p, const PegToken *bang, PegToken *name);
ActFormatSpec *act_format_spec(PegParser *p, const PegToken *colon, PegSeq *values);
/* A replacement field [field] inside a format spec, as is; under 3.12
   one with {x=} text (two items) ends the parse with 3.12's ValueError
   (PyParser.constant_without_value). */
PegSeq *act_spec_field(PegParser *p, PegSeq *field);
/* A replacement field from '{' [open] to '}' [close]: the FormattedValue,
   preceded by the expression's text for {x=} ([debug], the '=' token). */
PegSeq *act_formatted_value(PegParser *p, const PegToken *open, AstExpr *value,
                            const PegToken *debug, const PegToken *conversion,
                            const ActFormatSpec *spec, const PegToken *close,
                            ACT_POS);
/* A t-string's replacement field: the Interpolation, whose str is the
   expression's source text, preceded by that text for {x=}. */
PegSeq *act_interpolation(PegParser *p, const PegToken *open, AstExpr *value,
                          const PegToken *debug, const PegToken *conversion,
                          const ActFormatSpec *spec, const PegToken *close,
                          ACT_POS);
/* The value of adjacent literals: a Constant (str or bytes), a JoinedStr,
   or (t-strings only) a TemplateStr. */
AstExpr *act_concatenate(PegParser *p, const PegSeq *parts, ACT_POS);
/* act_concatenate before 3.12, where each f-string is one STRING token
   (fstring_legacy.c). */
AstExpr *act_concatenate_legacy(PegParser *p, const PegSeq *parts, ACT_POS);

/* ---- Errors of the invalid_ rules (actions_errors.c) ------------------------------ */
/* Each raises [message] (or its own) and returns NULL. */

/* Over [a]'s start to [b]'s end. */
void *act_raise_nodes(PegParser *p, const AstExpr *a, const AstExpr *b,
                      const char *message);
/* Over [a]: [format] with the name of [a]'s kind for its %s ("cannot use
   %s as import target": "cannot use attribute as import target"). */
void *act_raise_named(PegParser *p, const AstExpr *a, const char *format);
/* [newer] when the target is [version] or newer, else [older]: a message
   reworded in [version]. */
const char *act_worded(PegParser *p, PPPythonVersion version,
                       const char *older, const char *newer);
/* From [a]'s start to where the tokenizer stands after token [last]. */
void *act_raise_from(PegParser *p, const AstExpr *a, const PegToken *last,
                     const char *message);
/* Over the last token read (the furthest), as the generic error. */
void *act_raise_last(PegParser *p, const char *message);
/* "iterable argument unpacking follows keyword argument unpacking" at
   [star], or (3.10 only) over the arguments before it */
void *act_unpacking_after_kwargs(PegParser *p, const PegToken *star, ACT_POS);
/* What a target is in: assignment (and with ... as), del, or for. */
typedef enum ActTargetKind {
  ACT_TARGET_STAR,
  ACT_TARGET_DEL,
  ACT_TARGET_FOR,
} ActTargetKind;
/* The word the target version's messages use for the kind of [e]
   ("function call", "literal", "None", ...); a static string. */
const char *act_expr_name(PegParser *p, const AstExpr *e);
/* The first part of [e] that cannot be a target of [kind], or NULL. */
const AstExpr *act_invalid_target(const AstExpr *e, ActTargetKind kind);
/* "cannot assign to X" / "cannot delete X" over that part of [e]; NULL
   (the generic error follows) when [e] is a valid target. 3.8 reports it
   where the match of [node_3_8] starts, the match ending just before
   [after_3_8] (NULL: the current token): the node its ast.c checks (the
   assignment's target, the with item); for del and for, at the element
   of that target list that holds the part. */
void *act_raise_invalid_target(PegParser *p, ActTargetKind kind,
                               const AstExpr *e, const AstExpr *node_3_8,
                               const PegToken *after_3_8);
void *act_raise_node(PegParser *p, const AstExpr *a, const char *format);
/* "Generator expression must be parenthesized" from [element] to the end
   of its for clauses [comps] (AstComprehension *). */
void *act_raise_genexp(PegParser *p, const AstExpr *element,
                       const PegSeq *comps);
/* f(a, x for x in y): the same error from the last positional argument of
   [args] (ActArgument *), when there are several; NULL otherwise. */
void *act_genexp_after_args(PegParser *p, const PegSeq *args,
                            const PegSeq *comps);
/* A positional argument (in [after]) after the keywords [args]: which
   message depends on whether a ** came before; at the last token read
   (3.8: at that argument). Both are ActArgument *. */
void *act_argument_order(PegParser *p, const PegSeq *args,
                         const PegSeq *after);
/* [message] over the parameter [a]. */
void *act_raise_nodes_arg(PegParser *p, const AstArg *a, const char *message);
/* A parameter [a] without a default after one with a default, in the
   parameter list that starts at ACT_POS's start (where 3.8 reports it;
   3.9 at the last token read). */
void *act_default_order(PegParser *p, const AstArg *a, ACT_POS);
/* "named arguments must follow bare *" at [star] (NULL: at the last
   token read, as 3.9 reports it everywhere); 3.8 at [place_3_8] (the '*',
   or the '**' after "*,"). */
void *act_raise_bare_star(PegParser *p, const PegToken *star,
                          const PegToken *place_3_8);
/* "'X' is an illegal expression for augmented assignment" over [a];
   3.8 words it as its ast.c does, at ACT_POS's start. */
void *act_raise_augmented_target(PegParser *p, const AstExpr *a, ACT_POS);
/* "expression cannot contain assignment" from [a] to [equal]; 3.8 at
   ACT_POS's start. */
void *act_raise_keyword_expression(PegParser *p, const AstExpr *a,
                                   const PegToken *equal, ACT_POS);
/* IndentationError "expected an indented block after [what] on line N",
   N the line of [keyword], at the last token read. */
void *act_raise_indented_block(PegParser *p, const PegToken *keyword,
                               const char *what);
/* [message] from [first] to where the tokenizer stands (the last token
   read), as CPython's errors "starting from" a token. */
void *act_raise_starting_at(PegParser *p, const PegToken *first,
                            const char *message);
/* 3 + not x: [not_token], just read, when an arithmetic operator comes
   before it (CPython's invalid_arithmetic); NULL otherwise. */
PegToken *act_not_after_operator(PegParser *p, PegToken *not_token);
/* IndentationError [message] at the last token read. */
void *act_raise_indent(PegParser *p, const char *message);
/* [message] over the token after what the alternative matched. */
void *act_raise_next(PegParser *p, const char *message);
/* Two expressions [a] [b] side by side inside brackets: "Perhaps you
   forgot a comma?" over both; NULL outside brackets or after print/exec. */
void *act_forgot_comma(PegParser *p, const AstExpr *a, const AstExpr *b);
/* [message] from the first to the last of [patterns] (AstPattern *). */
void *act_raise_patterns(PegParser *p, const PegSeq *patterns,
                         const char *message);
/* `print x` / `exec code`: "Missing parentheses in call to 'print'...",
   from [name] to the end of [rest]; NULL for any other name. */
void *act_legacy_call(PegParser *p, const PegToken *name, const AstExpr *rest);
/* *Ts: e or **P: e, a bound or (with a tuple [bound]) constraints that a
   TypeVarTuple or ParamSpec ([kind]) cannot have: from [colon] to the
   tokenizer's place. */
/* A decimal int literal [number] of [value] with more digits than
   CPython converts (AST_CONST_MAX_STR_DIGITS): raises its ValueError's
   text as a SyntaxError over the token's lines, no columns, and returns
   false; true for any other value. */
bool act_check_int_digits(PegParser *p, const PegToken *number,
                          const AstConstant *value);
/* [name] if it is the start (or all) of a soft keyword's spelling, as
   CPython 3.13.0's soft keyword test accepts it; NULL otherwise. */
void *act_soft_keyword_prefix(PegParser *p, PegToken *name);
void *act_raise_type_param_bound(PegParser *p, const PegToken *colon,
                                 const AstExpr *bound, const char *kind);

#endif
