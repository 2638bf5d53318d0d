# Sourced by the benchmarks: [build] is the build folder they measure, by
# default build-release/ (gcc, -Dbuildtype=release: the build scripts/test.sh
# makes and tests), configured here when it does not exist yet. Any other
# folder given is used as it is.
if [ "$build" = "$root/build-release" ] && [ ! -f "$build/build.ninja" ]; then
  echo "configuring $build (-Dbuildtype=release)" >&2
  (cd "$root" && BUILD_DIR=build-release MESON_ARGS="-Dbuildtype=release" \
     scripts/setup.sh > /dev/null)
fi
echo "build: $build ($(meson configure "$build" 2>/dev/null |
  awk '$1 == "buildtype" { print $2 }'))"
