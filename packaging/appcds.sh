#!/usr/bin/env bash
# Gives the app image an AppCDS archive (issue 22, start-up): runs the image once with
# -XX:ArchiveClassesAtExit while it opens the demo dynasty and shows its window (--exit-after-shown), so the
# archive holds the classes a launch loads, then makes the launcher use it (-XX:SharedArchiveFile in Dynast.cfg).
#   bash packaging/appcds.sh packaging/target/dist/Dynast [INSTALLER_INPUT]
# An archive fits only the paths it was made at, so the installers cannot carry this one: with INSTALLER_INPUT (the
# installers' jpackage input, which becomes their lib/app) the same launch also lists the classes it loads
# (dynast.classlist), and the list and src/main/jpackage/cds/dynast-cds.sh are put there, for the .deb's and .rpm's
# install script to make an archive where the app is installed.
# It needs a display: $DISPLAY if set, else it starts Xvfb on APPCDS_DISPLAY (default :97). Without either it
# says so and leaves the image without an archive (it starts as before, only slower). The archive fits only the
# runtime and jars it was made with (the JVM checks them, and ignores an archive that does not fit).
set -euo pipefail

IMAGE=${1:?usage: appcds.sh APP_IMAGE_DIR [INSTALLER_INPUT]}
INSTALLER_INPUT=${2:-}
CFG="$IMAGE/lib/app/Dynast.cfg"
LAUNCHER="$IMAGE/bin/Dynast"
ARCHIVE="$IMAGE/lib/app/dynast.jsa"
[ -f "$CFG" ] && [ -x "$LAUNCHER" ] || { echo "appcds: no app image at $IMAGE" >&2; exit 2; }

XVFB_PID=
HOME_DIR=$(mktemp -d)
cleanup() {
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$HOME_DIR"
    [ -f "$CFG.appcds-orig" ] && mv "$CFG.appcds-orig" "$CFG" || true
}
trap cleanup EXIT

if [ -z "${DISPLAY:-}" ]; then
    if command -v Xvfb >/dev/null; then
        export DISPLAY=${APPCDS_DISPLAY:-:97}
        Xvfb "$DISPLAY" -screen 0 1280x800x24 >"$HOME_DIR/xvfb.log" 2>&1 &
        XVFB_PID=$!
        sleep 2
    else
        echo "appcds: no display and no Xvfb: the image is left without an AppCDS archive" >&2
        exit 0
    fi
fi

rm -f "$ARCHIVE"
sed -i '/-XX:SharedArchiveFile=/d; /-Xshare:auto/d' "$CFG"
cp "$CFG" "$CFG.appcds-orig"
# the first launch creates the file with the demo; the archive is made by the second, a relaunch, which is what a
# user's launches are
DYNAST_HOME="$HOME_DIR" "$LAUNCHER" --exit-after-shown >"$HOME_DIR/first.log" 2>&1 \
    || { echo "appcds: the first launch failed: $(tail -5 "$HOME_DIR/first.log")" >&2; exit 1; }
sed -i "/^\[JavaOptions\]/a java-options=-XX:ArchiveClassesAtExit=\$APPDIR/dynast.jsa" "$CFG"
if [ -n "$INSTALLER_INPUT" ]; then
    sed -i "/^\[JavaOptions\]/a java-options=-XX:DumpLoadedClassList=$HOME_DIR/dynast.classlist" "$CFG"
fi
DYNAST_HOME="$HOME_DIR" "$LAUNCHER" --exit-after-shown >"$HOME_DIR/dump.log" 2>&1 \
    || { echo "appcds: the archiving launch failed: $(tail -5 "$HOME_DIR/dump.log")" >&2; exit 1; }
mv "$CFG.appcds-orig" "$CFG"
[ -s "$ARCHIVE" ] || { echo "appcds: no archive was written: $(tail -5 "$HOME_DIR/dump.log")" >&2; exit 1; }
sed -i "/^\[JavaOptions\]/a java-options=-XX:SharedArchiveFile=\$APPDIR/dynast.jsa\njava-options=-Xshare:auto" "$CFG"
echo "appcds: $ARCHIVE ($(( $(stat -c %s "$ARCHIVE") / 1024 / 1024 )) MB), used by the launcher"
if [ -n "$INSTALLER_INPUT" ]; then
    [ -s "$HOME_DIR/dynast.classlist" ] || { echo "appcds: no class list was written" >&2; exit 1; }
    cp "$HOME_DIR/dynast.classlist" "$INSTALLER_INPUT/dynast.classlist"
    install -m 755 "$(dirname "$0")/src/main/jpackage/cds/dynast-cds.sh" "$INSTALLER_INPUT/dynast-cds.sh"
    echo "appcds: $INSTALLER_INPUT/dynast.classlist ($(grep -vc '^#' "$INSTALLER_INPUT/dynast.classlist") classes) and" \
        "dynast-cds.sh, for the installers to make their archive where they install"
fi
