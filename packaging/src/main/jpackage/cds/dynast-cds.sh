#!/bin/sh
# Makes or removes the AppCDS archive of an installed Dynast (issue 22, start-up), from the packages' install and
# removal scripts. An archive fits only the paths it was made at, so the .deb and .rpm cannot carry the app image's:
# they carry the class list a launch loads (dynast.classlist, written at build time by appcds.sh) and this script
# makes the archive where the app is installed:
#   dynast-cds.sh create    archive the listed classes into dynast.jsa beside this script (no display needed)
#   dynast-cds.sh remove    delete dynast.jsa (the package does not own it)
# The launcher's Dynast.cfg names the archive with -Xshare:auto: without one, Dynast starts as before, only slower.
APPDIR=$(cd "$(dirname "$0")" && pwd)
JAVA="$APPDIR/../runtime/bin/java"
ARCHIVE="$APPDIR/dynast.jsa"
case "$1" in
    create)
        [ -f "$APPDIR/dynast.classlist" ] && [ -x "$JAVA" ] || exit 0
        # the class path exactly as the launcher gives it: Dynast.cfg's app.classpath lines, in order
        CP=$(sed -n "s|^app.classpath=\\\$APPDIR|$APPDIR|p" "$APPDIR/Dynast.cfg" | paste -sd: -)
        rm -f "$ARCHIVE"
        if "$JAVA" -Xshare:dump -XX:SharedClassListFile="$APPDIR/dynast.classlist" \
                -XX:SharedArchiveFile="$ARCHIVE" -cp "$CP" >"$APPDIR/dynast-cds.log" 2>&1; then
            rm -f "$APPDIR/dynast-cds.log"
            chmod 644 "$ARCHIVE"
        else
            rm -f "$ARCHIVE"
            echo "Dynast: no class data archive was made (Dynast starts without one): see $APPDIR/dynast-cds.log" >&2
        fi
        ;;
    remove)
        rm -f "$ARCHIVE" "$APPDIR/dynast-cds.log"
        ;;
    *)
        echo "usage: dynast-cds.sh create|remove" >&2
        exit 2
        ;;
esac
exit 0
