#!/usr/bin/env bash
# The installers' test (issue 22): for the .deb in TARGET/deb (and the .rpm in TARGET/rpm, when there is one):
# install it, check the desktop entry, the icon and the .bout MIME registration, check the install script assembled the
# AOT cache and the launcher names it, launch the installed app with --exit-after-shown under Xvfb (checking the JVM
# opened that cache and loaded its classes from it), run the desktop entry's Exec line on a .bout replay (what a
# double-click does) and check the viewer opened it, then uninstall and check nothing is left. Prints each step's time.
#
#   bash packaging/install-test.sh packaging/target        (as root, with Xvfb and xdg-utils)
#   mvn -B -Ppackage,deb,rpm,install-test -pl packaging -am verify -DskipTests
#
# INSTALL_TEST_DISPLAY picks the Xvfb display (default :99). The .rpm is installed with rpm's --nodeps (its
# dependencies, xdg-utils among them, are Debian packages here) and, on Debian, --force-debian.
set -uo pipefail

TARGET=$(cd "${1:-$(dirname "$0")/target}" && pwd)
REPO=$(cd "$(dirname "$0")/.." && pwd)
DISPLAY_NAME=${INSTALL_TEST_DISPLAY:-:99}
APP=/opt/dynast/bin/Dynast
ENTRY_NAME=dynast-Dynast.desktop
MIME=application/x-dynast-bout
WORK=$(mktemp -d /tmp/dynast-install-test.XXXXXX)
XVFB_PID=
FAILED=0

say() { printf '%s\n' "$*"; }
fail() { say "FAIL: $*"; FAILED=1; }
check() { # check DESCRIPTION COMMAND...: runs COMMAND, says ok or FAIL
    local what=$1; shift
    if "$@" >>"$WORK/checks.log" 2>&1; then say "  ok: $what"; else fail "$what"; fi
}
now() { date +%s.%N; }
took() { printf '%.1f s' "$(echo "$(now) - $1" | bc)"; }

cleanup() {
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

if [ "$(id -u)" != 0 ]; then
    say "install-test.sh installs packages: run it as root"; exit 2
fi
for tool in Xvfb xdg-mime bc; do
    command -v "$tool" >/dev/null || { say "install-test.sh needs $tool"; exit 2; }
done
if [ -e /opt/dynast ]; then
    say "/opt/dynast exists already: uninstall Dynast first (dpkg -r dynast or rpm -e dynast)"; exit 2
fi

# xdg-desktop-menu (the packages' install and removal scripts) needs the system menu folders: every desktop has
# them, a bare container may not
mkdir -p /etc/xdg/menus/applications-merged /usr/share/desktop-directories /usr/share/applications

Xvfb "$DISPLAY_NAME" -screen 0 1280x800x24 >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
sleep 1
kill -0 "$XVFB_PID" 2>/dev/null || { say "Xvfb $DISPLAY_NAME did not start: $(cat "$WORK/xvfb.log")"; exit 2; }

# runs the installed app (a fresh data folder, the Xvfb display), output in $WORK/$1.out
run_app() {
    local log=$1; shift
    DISPLAY=$DISPLAY_NAME DYNAST_HOME="$WORK/home" timeout 180 "$@" >"$WORK/$log.out" 2>&1
}

# the desktop entry's Exec line with its field codes (%f %F %u %U) replaced by FILE, as a file manager runs it
exec_line() {
    local entry=$1 file=$2 line
    line=$(grep -m1 '^Exec=' "$entry" | cut -d= -f2-)
    line=${line//%F/\"$file\"}; line=${line//%f/\"$file\"}; line=${line//%U/\"$file\"}; line=${line//%u/\"$file\"}
    printf '%s' "$line"
}

test_package() {
    local kind=$1 package=$2 install uninstall t entry
    case $kind in
        deb) install=(dpkg -i "$package"); uninstall=(dpkg --purge dynast) ;;
        rpm) install=(rpm -i --nodeps "$package"); uninstall=(rpm -e --nodeps dynast)
             if rpm --help 2>&1 | grep -q -- --force-debian; then
                 install+=(--force-debian); uninstall+=(--force-debian)
             fi ;;
    esac
    say "== $kind: $(basename "$package") ($(du -m "$package" | cut -f1) MB)"

    t=$(now)
    if ! "${install[@]}" >"$WORK/install.log" 2>&1; then
        fail "$kind install: $(tail -5 "$WORK/install.log")"
        "${uninstall[@]}" >/dev/null 2>&1 # a half-configured package
        return
    fi
    say "  installed in $(took "$t")"

    entry=/usr/share/applications/$ENTRY_NAME
    check "the launcher $APP" test -x "$APP"
    check "the desktop entry $entry" test -f "$entry"
    check "the desktop entry is valid" bash -c "! command -v desktop-file-validate || desktop-file-validate '$entry'"
    check "it opens $MIME files" grep -q "^MimeType=.*$MIME" "$entry"
    check "its Exec line takes files" grep -Eq '^Exec=.*%[fFuU]' "$entry"
    local icon
    icon=$(grep -m1 '^Icon=' "$entry" | cut -d= -f2-)
    check "its icon ($icon) is a PNG" bash -c "file '$icon' | grep -q 'PNG image'"
    check "the MIME type's definition in /usr/share/mime/packages" \
        bash -c "grep -l '$MIME' /usr/share/mime/packages/*.xml | grep -q dynast"
    check "the MIME database knows it (/usr/share/mime/$MIME.xml)" test -f "/usr/share/mime/$MIME.xml"
    cp "$REPO/docs/bots/brawler.json" "$WORK/probe.bout"
    check "xdg-mime: a .bout file is $MIME" bash -c "[ \"\$(xdg-mime query filetype '$WORK/probe.bout')\" = '$MIME' ]"
    check "$ENTRY_NAME is a handler of $MIME (mimeinfo.cache)" \
        bash -c "! command -v update-desktop-database || grep -q '^$MIME=.*$ENTRY_NAME' /usr/share/applications/mimeinfo.cache"

    # the AOT cache: assembled by the install script where the app is installed, from the AOT configuration recorded at
    # build time (JDK 25 checks the jars' sizes and times against it)
    local aot=/opt/dynast/lib/app/dynast.aot cfg=/opt/dynast/lib/app/Dynast.cfg
    check "the install script assembled the AOT cache $aot ($(du -m "$aot" 2>/dev/null | cut -f1) MB)" test -s "$aot"
    check "the launcher's Dynast.cfg names it (-XX:AOTCache)" grep -qx 'java-options=-XX:AOTCache=$APPDIR/dynast.aot' "$cfg"

    t=$(now)
    # -Xlog:aot says whether the JVM opened the cache, -Xlog:class+load where each class came from ("shared objects
    # file" is the cache); to files, as the launcher's own -Xlog:aot=off silences only the console
    run_app launch env JAVA_TOOL_OPTIONS="-Xlog:aot=info:file=$WORK/aot.log -Xlog:class+load=info:file=$WORK/classes.log" \
        "$APP" --exit-after-shown
    if grep -q "window shown" "$WORK/launch.out" && grep -q "console ready" "$WORK/launch.out"; then
        say "  ok: the installed app shows its window and closes ($(took "$t"): $(grep -m1 'window shown' "$WORK/launch.out");" \
            "$(grep -m1 'console ready' "$WORK/launch.out"))"
    else
        fail "the installed app with --exit-after-shown: $(tail -20 "$WORK/launch.out")"
    fi
    local shared all
    check "the JVM opened the AOT cache ($(grep -m1 -o 'Opened AOT cache .*' "$WORK/aot.log" 2>/dev/null))" \
        grep -q "Opened AOT cache $aot" "$WORK/aot.log"
    shared=$(grep -c 'source: shared objects file' "$WORK/classes.log")
    all=$(grep -c '\[class,load\]' "$WORK/classes.log")
    check "it loaded its classes from the cache ($shared of $all classes; the console's among them)" \
        grep -q 'org.dynast.app.shell.Console source: shared objects file' "$WORK/classes.log"

    # a replay made by the installed app's own bout command, under the replays' extension
    t=$(now)
    if run_app bout "$APP" bout "$REPO/docs/bots/brawler.json" "$REPO/docs/bots/skirmisher.json" --seed=7 \
            --replay="$WORK/Final Bout.bout" && [ -s "$WORK/Final Bout.bout" ]; then
        say "  ok: the installed bout command wrote 'Final Bout.bout' ($(took "$t"))"
    else
        fail "the installed bout command: $(tail -20 "$WORK/bout.out")"
    fi
    local command
    command="$(exec_line "$entry" "$WORK/Final Bout.bout") --exit-after-shown"
    say "  double-click: $command"
    t=$(now)
    run_app open bash -c "$command"
    if grep -q "Dynast viewer: opened Final Bout.bout" "$WORK/open.out"; then
        say "  ok: the viewer opened it ($(took "$t"): $(grep -m1 'Dynast viewer' "$WORK/open.out"))"
    else
        fail "the desktop entry's Exec line on a .bout: $(tail -20 "$WORK/open.out")"
    fi

    t=$(now)
    if ! "${uninstall[@]}" >"$WORK/uninstall.log" 2>&1; then
        fail "$kind uninstall: $(tail -5 "$WORK/uninstall.log")"; return
    fi
    say "  uninstalled in $(took "$t")"
    check "/opt/dynast is gone (the AOT cache with it)" test ! -e /opt/dynast
    check "the desktop entry is gone" test ! -e "$entry"
    check "the MIME definition is gone" bash -c "! grep -l '$MIME' /usr/share/mime/packages/*.xml"
}

shopt -s nullglob
debs=("$TARGET"/deb/*.deb)
rpms=("$TARGET"/rpm/*.rpm)
if [ ${#debs[@]} -eq 0 ]; then
    say "no .deb in $TARGET/deb: build it with mvn -B -Ppackage,deb -pl packaging -am package -DskipTests"; exit 2
fi
started=$(now)
test_package deb "${debs[0]}"
if [ ${#rpms[@]} -gt 0 ]; then
    if command -v rpm >/dev/null; then
        say "== rpm -qlp $(basename "${rpms[0]}") (what it installs):"
        rpm -qlp "${rpms[0]}" 2>/dev/null | grep -E 'bin/Dynast$|\.desktop$|\.png$|MimeInfo' | sed 's/^/  /'
        test_package rpm "${rpms[0]}"
    else
        fail "an .rpm was built but rpm is not installed here"
    fi
fi
if [ "$FAILED" = 0 ]; then
    say "install test passed in $(took "$started")"
else
    say "install test FAILED (checks' output: see above)"
fi
exit "$FAILED"
