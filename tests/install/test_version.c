/*
 * test_version.c - the library's version is meson's project version
 * (PYPARSE_PROJECT_VERSION, given by tests/install/meson.build): in
 * PP_VERSION, in its three numbers, and in pp_version().
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "pyparse.h"

Test(version, header_is_the_project_version) {
  cr_assert_str_eq(PP_VERSION, PYPARSE_PROJECT_VERSION,
                   "pyparse.h says %s, meson.build %s: update PP_VERSION*",
                   PP_VERSION, PYPARSE_PROJECT_VERSION);
}

Test(version, numbers_make_the_string) {
  char text[64];
  snprintf(text, sizeof text, "%d.%d.%d", PP_VERSION_MAJOR, PP_VERSION_MINOR,
           PP_VERSION_PATCH);
  cr_assert_str_eq(text, PP_VERSION);
}

Test(version, library_is_the_header) {
  cr_assert_str_eq(pp_version(), PP_VERSION);
}
