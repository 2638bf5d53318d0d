/*
 * gen_build.h - the functions the meta-parser's actions call to build the
 * GenGrammar (gen.h) of the grammar being read. [p]->user is the
 * GenGrammar. Each returns NULL only when the arena failed.
 */
#ifndef PYPARSE_GEN_BUILD_H
#define PYPARSE_GEN_BUILD_H

#include "gen.h"
#include "peg.h"

void *gen_build_done(PegParser *p, PegSeq *metas, PegSeq *rules);
GenMeta *gen_build_meta(PegParser *p, PegToken *name, PegToken *value);
GenRule *gen_build_rule(PegParser *p, PegToken *name, const char *type,
                        void *memo, PegSeq *alts);
const char *gen_build_type(PegParser *p, PegSeq *words, PegSeq *stars);
GenAlt *gen_build_alt(PegParser *p, PegSeq *items, PegToken *action);
GenItem *gen_build_named(PegParser *p, PegToken *name, const char *type,
                         GenItem *item);
GenItem *gen_build_wrap(PegParser *p, GenItemKind kind, GenItem *inner);
GenItem *gen_build_cut(PegParser *p, PegToken *tilde);
GenItem *gen_build_optional(PegParser *p, PegSeq *alts);
GenItem *gen_build_gather(PegParser *p, GenItem *sep, GenItem *elem);
GenItem *gen_build_group(PegParser *p, PegToken *paren, PegSeq *alts);
GenItem *gen_build_leaf(PegParser *p, GenItemKind kind, PegToken *token);

#endif
