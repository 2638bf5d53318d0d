/*
 * peg_trace.c - the rule trace: a PEG parse told as it happens, for
 * students and for whoever debugs a grammar (`pyparse --trace`).
 *
 *   # pass 1
 *   > assignment @ 1:0 'x'             entered at the token 'x'
 *     > star_targets @ 1:0 'x'
 *     + star_targets 1:0-1:1           matched line 1, columns 0 to 1
 *     - t_primary @ 1:4, back from 1:5
 *                                      failed once its sub-rules had
 *                                      matched up to 1:5
 *   + expression 1:4-1:5 (memo)        answered by the memo table
 *   ~ sum grows to 1:9                 a left-recursive rule's next round
 *   # pass 2: again with the invalid_ rules, for the error's message
 *
 * Lines are 1-based and columns 0-based UTF-8 bytes, as in the tree.
 * Tokens the parse has not read yet are never read here: a trace must
 * not change what it shows.
 */
#include <stdio.h>
#include <string.h>

#include "peg.h"

/* The longest token text shown: enough to recognize it. */
#define TRACE_TOKEN_TEXT 24

void peg_set_trace(PegParser *p, PegTrace *trace) {
  p->trace = trace;
  p->depth_limit = trace || p->error ? 0 : p->depth + 1;
}

/* Whether rule [rule_id]'s calls are written. */
static bool followed(const PegParser *p, int rule_id) {
  const char *const *rules = p->trace->rules;
  if (!rules) return true;
  for (; *rules; rules++)
    if (strcmp(*rules, p->grammar->rule_names[rule_id]) == 0) return true;
  return false;
}

/* Whether one more line may be written; says so once when not. */
static bool line_allowed(PegParser *p) {
  PegTrace *trace = p->trace;
  if (trace->max_lines && trace->lines >= trace->max_lines) {
    if (trace->lines++ == trace->max_lines)
      fprintf(trace->out, "... the trace is cut here, after %ld lines\n",
              trace->max_lines);
    return false;
  }
  trace->lines++;
  return true;
}

/* Starts a line: the indentation of the calls written and in progress,
   then [mark] and the rule. */
static void begin_line(PegParser *p, char mark, int rule_id) {
  fprintf(p->trace->out, "%*s%c %s", 2 * p->trace->nesting, "", mark,
          p->grammar->rule_names[rule_id]);
}

/* Token [index] as " @ LINE:COL 'text'" when the parse has read it. */
static void put_token(PegParser *p, int index) {
  FILE *out = p->trace->out;
  if (index >= p->fill) {
    fprintf(out, " @ token %d (not read yet)", index);
    return;
  }
  const PegToken *t = peg_token_at(p, index);
  fprintf(out, " @ %d:%d ", t->lineno, t->col);
  size_t n = (size_t)(t->end - t->start);
  bool blank = true;
  for (size_t i = 0; i < n; i++) blank &= t->start[i] == ' ' || t->start[i] == '\t';
  if (blank) {
    /* INDENT, DEDENT, ENDMARKER: no text to show, so the type's name */
    fputs(p->grammar->type_names[t->type], out);
    return;
  }
  fputc('\'', out);
  for (size_t i = 0; i < n && i < TRACE_TOKEN_TEXT; i++) {
    char c = t->start[i];
    if (c == '\n') fputs("\\n", out);
    else if (c == '\r') fputs("\\r", out);
    else if (c == '\'' || c == '\\') fprintf(out, "\\%c", c);
    else fputc(c, out);
  }
  fputs(n > TRACE_TOKEN_TEXT ? "...'" : "'", out);
}

/* Where token [index] starts, "LINE:COL" ("the end" past the input). */
static void put_start(PegParser *p, int index) {
  if (index >= p->fill) {
    fputs("the end", p->trace->out);
    return;
  }
  const PegToken *t = peg_token_at(p, index);
  fprintf(p->trace->out, "%d:%d", t->lineno, t->col);
}

void peg_trace_enter(PegParser *p, int rule_id) {
  PegTrace *trace = p->trace;
  trace->reach[p->depth] = p->pos;
  trace->memo_hit = false;
  if (!followed(p, rule_id)) return;
  if (line_allowed(p)) {
    begin_line(p, '>', rule_id);
    put_token(p, p->pos);
    fputc('\n', trace->out);
  }
  trace->nesting++;
}

void peg_trace_leave(PegParser *p, int rule_id, int start,
                     const void *result) {
  PegTrace *trace = p->trace;
  int reach = trace->reach[p->depth];
  if (result && p->pos > reach) reach = p->pos;
  /* the caller has read at least as far */
  if (p->depth > 0 && reach > trace->reach[p->depth - 1])
    trace->reach[p->depth - 1] = reach;
  bool memo = trace->memo_hit;
  trace->memo_hit = false;
  if (!followed(p, rule_id)) return;
  trace->nesting--;
  if (!line_allowed(p)) return;
  FILE *out = trace->out;
  begin_line(p, result ? '+' : '-', rule_id);
  if (result && p->pos > start) {
    const PegToken *last = peg_token_at(p, p->pos - 1);
    fputc(' ', out);
    put_start(p, start);
    fprintf(out, "-%d:%d", last->end_lineno, last->end_col);
  } else if (result) {
    fputs(" (nothing) at ", out);
    put_start(p, start);
  } else {
    fputs(" @ ", out);
    put_start(p, start);
    if (reach > start && !p->error) {
      const PegToken *last = peg_token_at(p, reach - 1);
      fprintf(out, ", back from %d:%d", last->end_lineno, last->end_col);
    }
  }
  if (memo) fputs(" (memo)", out);
  if (p->error) fputs(" (error)", out);
  fputc('\n', out);
}

void peg_trace_grow(PegParser *p, int rule_id, int end) {
  if (!followed(p, rule_id) || !line_allowed(p)) return;
  p->trace->nesting--; /* at the level of the rule's own lines */
  begin_line(p, '~', rule_id);
  p->trace->nesting++;
  fputs(" grows to ", p->trace->out);
  const PegToken *last = peg_token_at(p, end - 1);
  fprintf(p->trace->out, "%d:%d\n", last->end_lineno, last->end_col);
}

void peg_trace_pass(PegParser *p, int pass) {
  p->trace->nesting = 0;
  if (!line_allowed(p)) return;
  fputs(pass == 1 ? "# pass 1\n"
                  : "# pass 2: again with the invalid_ rules, for the "
                    "error's message\n",
        p->trace->out);
}
