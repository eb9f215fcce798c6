#!/bin/sh
# Makes or removes the AOT cache (JEP 483/514) of an installed Dynast (issue 31, start-up), from the packages' install
# and removal scripts. The .deb and .rpm cannot carry the app image's cache; they carry the AOT configuration its
# training launch recorded at build time (dynast.aotconf, written by packaging/aot-cache.sh) and this script assembles
# the cache from it where the app is installed, with no display and without launching Dynast:
#   dynast-aot.sh create    dynast.aot beside this script (java -XX:AOTMode=create; about 70 MB)
#   dynast-aot.sh remove    delete dynast.aot (the package does not own it)
# JDK 25 accepts a configuration only for jars of the size and modification time it was recorded with, and jpackage
# gave the packaged jars the time it copied them: so each jar is first checked to be the very file recorded (same
# SHA-256, dynast-aot.jars) and given the recorded modification time. A jar that differs: no cache.
# The launcher's Dynast.cfg names the cache (-XX:AOTCache, -Xlog:aot=off): without one, Dynast starts as before,
# only slower.
APPDIR=$(cd "$(dirname "$0")" && pwd)
JAVA="$APPDIR/../runtime/bin/java"
CACHE="$APPDIR/dynast.aot"
LOG="$APPDIR/dynast-aot.log"
case "$1" in
    create)
        [ -f "$APPDIR/dynast.aotconf" ] && [ -f "$APPDIR/dynast-aot.jars" ] && [ -x "$JAVA" ] || exit 0
        rm -f "$CACHE" "$LOG"
        while read -r name size sum mtime; do
            if [ "$(sha256sum <"$APPDIR/$name" 2>/dev/null | cut -d' ' -f1)" != "$sum" ]; then
                echo "Dynast: $APPDIR/$name is not the jar the AOT configuration was recorded with: no AOT cache" \
                    "was made (Dynast starts without one)" >&2
                exit 0
            fi
            touch -m -d "@$mtime" "$APPDIR/$name"
        done <"$APPDIR/dynast-aot.jars"
        # the class path and the JVM options exactly as the launcher gives them (Dynast.cfg), but for the cache's own
        CP=$(sed -n "s|^app.classpath=\\\$APPDIR|$APPDIR|p" "$APPDIR/Dynast.cfg" | paste -sd: -)
        set --
        for option in $(sed -n "s|^java-options=||p" "$APPDIR/Dynast.cfg" | grep -v -e '^-XX:AOT' -e '^-Xlog:aot' \
                | sed "s|\\\$APPDIR|$APPDIR|g"); do
            set -- "$@" "$option"
        done
        if "$JAVA" -XX:AOTMode=create -XX:AOTConfiguration="$APPDIR/dynast.aotconf" -XX:AOTCache="$CACHE" "$@" \
                -cp "$CP" >"$LOG" 2>&1 && [ -s "$CACHE" ]; then
            rm -f "$LOG"
            chmod 644 "$CACHE"
        else
            rm -f "$CACHE"
            echo "Dynast: no AOT cache was made (Dynast starts without one): see $LOG" >&2
        fi
        ;;
    remove)
        rm -f "$CACHE" "$LOG"
        ;;
    *)
        echo "usage: dynast-aot.sh create|remove" >&2
        exit 2
        ;;
esac
exit 0
