#!/usr/bin/env bash
# Gives the app image an AOT cache (JEP 483/514/515, JDK 25; issue 31, start-up and dynasty switch): a training launch
# of the image with -XX:AOTCacheOutput opens the demo dynasties' file, shows its window and, before it closes, goes
# through every dynasty with the switcher and shows each of its tabs (--exit-after-shown --tour); it records which
# classes such a session loads and links and how their methods ran (the profiles the JIT compiler then starts with); at
# its exit the JVM assembles the cache, lib/app/dynast.aot, and the launcher is made to use it (-XX:AOTCache in
# Dynast.cfg).
#   bash packaging/aot-cache.sh packaging/target/dist/Dynast [INSTALLER_INPUT]
# The .deb and .rpm cannot carry this cache: JDK 25 checks each jar's size and modification time against the cache's
# (and, through a bug, JDK-8377932, 25.0.3 does not check them once the cache is made, so a stale one would be used),
# and jpackage gives the jars it copies into a package the time it copied them. With INSTALLER_INPUT (the installers'
# jpackage input, which becomes their lib/app) the training launch also keeps its AOT configuration
# (-XX:AOTConfiguration, dynast.aotconf); this script puts it there with dynast-aot.jars (each jar's name, size,
# SHA-256 and modification time as recorded) and src/main/jpackage/aot/dynast-aot.sh, for the .deb's and .rpm's
# install script to assemble the cache where the app is installed (-XX:AOTMode=create, no display needed).
# It needs a display: $DISPLAY if set, else it starts Xvfb on AOT_DISPLAY (default :97). Without either it says so and
# leaves the image without a cache (it starts as before, only slower).
set -euo pipefail

IMAGE=${1:?usage: aot-cache.sh APP_IMAGE_DIR [INSTALLER_INPUT]}
INSTALLER_INPUT=${2:-}
CFG="$IMAGE/lib/app/Dynast.cfg"
LAUNCHER="$IMAGE/bin/Dynast"
CACHE="$IMAGE/lib/app/dynast.aot"
[ -f "$CFG" ] && [ -x "$LAUNCHER" ] || { echo "aot-cache: no app image at $IMAGE" >&2; exit 2; }

XVFB_PID=
HOME_DIR=$(mktemp -d)
cleanup() {
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$HOME_DIR"
    [ -f "$CFG.aot-orig" ] && mv "$CFG.aot-orig" "$CFG" || true
}
trap cleanup EXIT

if [ -z "${DISPLAY:-}" ]; then
    if command -v Xvfb >/dev/null; then
        export DISPLAY=${AOT_DISPLAY:-:97}
        Xvfb "$DISPLAY" -screen 0 1280x800x24 >"$HOME_DIR/xvfb.log" 2>&1 &
        XVFB_PID=$!
        sleep 2
    else
        echo "aot-cache: no display and no Xvfb: the image is left without an AOT cache" >&2
        exit 0
    fi
fi

rm -f "$CACHE"
sed -i '/-XX:AOTCache/d; /-Xlog:aot/d' "$CFG"
cp "$CFG" "$CFG.aot-orig"
# the first launch creates the file with the demo; the training launch is the second, a relaunch, which is what a
# user's launches are; both with a data folder (DYNAST_HOME) of their own
DYNAST_HOME="$HOME_DIR" "$LAUNCHER" --exit-after-shown >"$HOME_DIR/first.log" 2>&1 \
    || { echo "aot-cache: the first launch failed: $(tail -5 "$HOME_DIR/first.log")" >&2; exit 1; }
sed -i "/^\[JavaOptions\]/a java-options=-XX:AOTCacheOutput=\$APPDIR/dynast.aot" "$CFG"
if [ -n "$INSTALLER_INPUT" ]; then
    sed -i "/^\[JavaOptions\]/a java-options=-XX:AOTConfiguration=$HOME_DIR/dynast.aotconf" "$CFG"
fi
# the JVM assembles the cache in a child JVM when the training launch exits
DYNAST_HOME="$HOME_DIR" "$LAUNCHER" --exit-after-shown --tour >"$HOME_DIR/training.log" 2>&1 \
    || { echo "aot-cache: the training launch failed: $(tail -5 "$HOME_DIR/training.log")" >&2; exit 1; }
mv "$CFG.aot-orig" "$CFG"
[ -s "$CACHE" ] || { echo "aot-cache: no AOT cache was written: $(tail -5 "$HOME_DIR/training.log")" >&2; exit 1; }
# -Xlog:aot=off: a cache that is missing or does not fit is skipped without the JVM's error lines on the console (the
# launch goes on without it, as it does anyway); -Xlog:aot=info:file=… given in JAVA_TOOL_OPTIONS still logs
sed -i "/^\[JavaOptions\]/a java-options=-XX:AOTCache=\$APPDIR/dynast.aot\njava-options=-Xlog:aot=off" "$CFG"
echo "aot-cache: $CACHE ($(( $(stat -c %s "$CACHE") / 1024 / 1024 )) MB), used by the launcher;" \
    "$(grep -o 'tour done: .*' "$HOME_DIR/training.log" || echo 'no tour')"
if [ -n "$INSTALLER_INPUT" ]; then
    [ -s "$HOME_DIR/dynast.aotconf" ] || { echo "aot-cache: no AOT configuration was kept" >&2; exit 1; }
    cp "$HOME_DIR/dynast.aotconf" "$INSTALLER_INPUT/dynast.aotconf"
    # the jars the configuration was recorded with: the image's (the installers get the same files, other times)
    for jar in "$IMAGE"/lib/app/*.jar; do
        printf '%s %s %s %s\n' "$(basename "$jar")" "$(stat -c %s "$jar")" "$(sha256sum "$jar" | cut -d' ' -f1)" \
            "$(stat -c %Y "$jar")"
    done >"$INSTALLER_INPUT/dynast-aot.jars"
    install -m 755 "$(dirname "$0")/src/main/jpackage/aot/dynast-aot.sh" "$INSTALLER_INPUT/dynast-aot.sh"
    echo "aot-cache: $INSTALLER_INPUT/dynast.aotconf ($(( $(stat -c %s "$INSTALLER_INPUT/dynast.aotconf") / 1024 / 1024 ))" \
        "MB), dynast-aot.jars ($(wc -l <"$INSTALLER_INPUT/dynast-aot.jars") jars) and dynast-aot.sh, for the installers" \
        "to assemble their cache where they install"
fi
