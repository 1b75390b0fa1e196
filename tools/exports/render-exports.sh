#!/usr/bin/env bash
# Renders the demo idea's exports to look at them: deck.pptx, deck.pdf and plan.pdf in tmp/exports,
# the PPTX converted to PDF by LibreOffice (Debian libreoffice-impress, headless), and every PDF
# rendered to PNG pages by pdftoppm (poppler-utils): deck-pdf-*.png, deck-pptx-*.png, plan-*.png.
# Usage: tools/exports/render-exports.sh [folder] [dpi]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-tmp/exports}"
dpi="${2:-60}"
for tool in soffice pdftoppm; do
  command -v "$tool" >/dev/null || { echo "render-exports: $tool is missing (apt-get install libreoffice-impress poppler-utils)" >&2; exit 1; }
done
rm -rf "$out" && mkdir -p "$out"
SWC_NODE_PROJECT=tsconfig.base.json node -r @swc-node/register services/ideas/scripts/render-exports.ts "$out"
# A profile of its own, so a LibreOffice the user has open does not swallow the conversion.
soffice -env:UserInstallation="file://$(pwd)/$out/lo-profile" --headless --convert-to pdf --outdir "$out/pptx" "$out/deck.pptx" >/dev/null
pdftoppm -r "$dpi" -png "$out/deck.pdf" "$out/deck-pdf-slide"
pdftoppm -r "$dpi" -png "$out/pptx/deck.pdf" "$out/deck-pptx-slide"
pdftoppm -r "$dpi" -png "$out/plan.pdf" "$out/plan-page"
echo "render-exports: $(ls "$out"/*.png | wc -l) pages in $out"
