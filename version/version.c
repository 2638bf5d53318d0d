/* version/: the library's own version (pp_version), and the target Python
   version: which ones exist and how `--python` spells them. Every stage
   asks the resolved value (never PP_PYTHON_DEFAULT). */
#include <string.h>

#include "pyparse.h"

const char *pp_version(void) {
  return PP_VERSION;
}

PPPythonVersion pp_python_version_resolve(PPPythonVersion version) {
  switch (version) {
  case PP_PYTHON_DEFAULT: return PP_PYTHON_NEWEST;
  case PP_PYTHON_3_8:
  case PP_PYTHON_3_9:
  case PP_PYTHON_3_10:
  case PP_PYTHON_3_11:
  case PP_PYTHON_3_12:
  case PP_PYTHON_3_13:
  case PP_PYTHON_3_14:
  case PP_PYTHON_3_15: return version;
  }
  return 0;
}

/* Every version, oldest first, with its spelling. */
static const struct {
  const char *spelling;
  PPPythonVersion version;
} known[] = {
    {"3.8", PP_PYTHON_3_8},
    {"3.9", PP_PYTHON_3_9},
    {"3.10", PP_PYTHON_3_10},
    {"3.11", PP_PYTHON_3_11},
    {"3.12", PP_PYTHON_3_12},
    {"3.13", PP_PYTHON_3_13},
    {"3.14", PP_PYTHON_3_14},
    {"3.15", PP_PYTHON_3_15},
};
#define KNOWN_COUNT (sizeof known / sizeof known[0])

PPPythonVersion pp_python_version_parse(const char *text) {
  for (size_t i = 0; i < KNOWN_COUNT; i++)
    if (text && strcmp(text, known[i].spelling) == 0) return known[i].version;
  return 0;
}

const char *pp_python_version_name(PPPythonVersion version) {
  version = pp_python_version_resolve(version);
  for (size_t i = 0; i < KNOWN_COUNT; i++)
    if (known[i].version == version) return known[i].spelling;
  return "?";
}

PPPythonVersion pp_python_version_next(PPPythonVersion version) {
  for (size_t i = 0; i + 1 < KNOWN_COUNT; i++)
    if (known[i].version == version) return known[i + 1].version;
  return 0;
}
