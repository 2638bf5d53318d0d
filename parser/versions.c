/*
 * versions.c - pp_min_version: the oldest version whose parser accepts a
 * source, found by asking each version's parser in turn (pyparse.h).
 */
#include <stddef.h>

#include "pyparse.h"

PPStatus pp_min_version(const char *source, size_t length,
                        const char *filename, const PPParseOptions *options,
                        PPPythonVersion *oldest, PPError *below) {
  PPParseOptions each = options ? *options : (PPParseOptions){0};
  each.warnings = NULL; /* one list would hold several parses' warnings */
  PPError error = {.status = PP_OK};
  *oldest = 0;
  if (below) *below = error;
  /* each is asked, from the oldest up, rather than assuming that a newer
     version accepts all that an older one does */
  for (PPPythonVersion v = PP_PYTHON_OLDEST; v; v = pp_python_version_next(v)) {
    each.version = v;
    PPTree *tree = NULL;
    PPError failed;
    PPStatus status = pp_parse_bytes(source, length, filename, &each, &tree,
                                     &failed);
    if (status == PP_OK) {
      pp_tree_free(tree);
      *oldest = v;
      return PP_OK;
    }
    if (below) *below = failed;
    if (status != PP_ERROR_SYNTAX) return status;
  }
  return PP_ERROR_SYNTAX;
}
