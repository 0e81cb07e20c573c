#!/usr/bin/env bash
# The official ISO 20022 pain.001.001.03 schema, for the payment file test (server/test/dividends-pain001.test.ts).
# No npm package ships it; Debian's tryton-modules-account-payment-sepa does (in its tests). Only that one
# file is taken out of the package, which is downloaded, not installed (its Python dependencies are not
# needed), and checked against its SHA-256. Prints the schema's path. Needs apt-get and dpkg-deb (root).
set -euo pipefail
target_dir="${PAIN001_XSD_DIR:-/var/cache/case-portal}"
target="$target_dir/pain.001.001.03.xsd"
sha256="ae2bbba02a6be0119a26f4afcb65ced067453cb1b81d38b26bcc569f19eca93e"

if [ ! -f "$target" ] || ! echo "$sha256  $target" | sha256sum -c --status; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  chmod 755 "$work"
  (cd "$work" && { apt-get download -qq tryton-modules-account-payment-sepa 2>/dev/null ||
    { apt-get update -qq && apt-get download -qq tryton-modules-account-payment-sepa; }; })
  dpkg-deb -x "$work"/tryton-modules-account-payment-sepa_*.deb "$work/x"
  mkdir -p "$target_dir"
  cp "$(find "$work/x" -name pain.001.001.03.xsd | head -n 1)" "$target"
  echo "$sha256  $target" | sha256sum -c --status || { echo "pain001-xsd: unexpected schema" >&2; rm -f "$target"; exit 1; }
fi
echo "$target"
