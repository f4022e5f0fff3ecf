#!/usr/bin/env bash
# Writes public/fonts/inter-latin-wght.<sha256 start>.woff2: Inter (variable weight axis) from
# @fontsource-variable/inter, cut to Latin-1, the euro and the punctuation the site uses, with the OpenType
# features browsers apply by default plus tabular figures (tabular-nums). 49 KB -> 35 KB; the font is on
# every page's first paint (decisions 318, 321). The name changes with the content, so browsers may keep
# it for a year: put the printed address in config/font.ts and app/globals.css (scripts/fonts/font-file.test.ts
# checks that all three agree).
# Needs pyftsubset (Debian: apt-get install fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp --suffix=.woff2)
pyftsubset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+207F,U+20AC,U+2122,U+2190-2193,U+2212" \
  --layout-features="kern,liga,calt,tnum,ccmp,locl,mark,mkmk" \
  --flavor=woff2 --output-file="$out"
name="inter-latin-wght.$(sha256sum "$out" | cut -c1-10).woff2"
mv "$out" "public/fonts/$name"
echo "/fonts/$name"
