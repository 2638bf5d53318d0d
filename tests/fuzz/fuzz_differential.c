/*
 * fuzz_differential.c - the whole input is a Python file (no options
 * byte), parsed as a module by every version and dumped as
 * scripts/diff_ast.py dumps it. The fuzzer only grows a corpus of inputs
 * that reach new code here; scripts/fuzz_check.sh then holds pyparse's
 * answer on each of them to every oracle's, which a harness cannot ask.
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const PPPythonVersion versions[] = {PP_PYTHON_3_13, PP_PYTHON_3_14,
                                             PP_PYTHON_3_15};
  PPDumpOptions dump = pp_dump_options_default();
  dump.include_attributes = true;
  for (size_t i = 0; i < sizeof versions / sizeof versions[0]; i++) {
    PPParseOptions options = {.mode = PP_MODE_EXEC, .version = versions[i]};
    PPTree *tree = NULL;
    PPError error;
    if (pp_parse_bytes((const char *)data, size, "<fuzz>", &options, &tree,
                       &error) != PP_OK)
      continue;
    pp_string_free(pp_dump(tree, &dump, NULL));
    pp_tree_free(tree);
  }
  return 0;
}
