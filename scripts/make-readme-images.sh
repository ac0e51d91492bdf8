#!/usr/bin/env bash
# Renders the README's pictures with the app's own headless scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/presentation-lab}
out=docs/images
mkdir -p "$out"
script=$(mktemp)
trap 'rm -f "$script"' EXIT

printf 'screenshot %s/home.png\n' "$out" > "$script"
"$binary" --headless --size 390x844 --script "$script"

for scenario in custom-two-thirds slide-in half-modal fade blur-card sheet popover navigation alerts sheet-list list grid tabs; do
    cat > "$script" <<STEPS
# Press the scenario's first button (the list's second row, the grid's first card), catch the transition half way, then let it settle.
tap 40 175
wait 0.15
screenshot $out/$scenario-mid.png
wait 1
screenshot $out/$scenario-settled.png
STEPS
    "$binary" --headless --size 390x844 --scenario "$scenario" --script "$script"
done

# On an iPhone 15 with its status bar, Dynamic Island and home indicator, light and dark.
cat > "$script" <<STEPS
wait 0.5
screenshot $out/navigation-iphone-15.png
STEPS
"$binary" --headless --device iphone-15 --scenario navigation --script "$script"
cat > "$script" <<STEPS
wait 0.5
screenshot $out/list-iphone-15-dark.png
STEPS
"$binary" --headless --device iphone-15 --appearance dark --scenario list --script "$script"

# A catalog picture on an iPhone 15 in light and dark: catalog_shot NAME STEPS runs STEPS (the
# script's lines, from the catalog's list) and saves catalog-NAME-light.png and -dark.png.
catalog_shot() {
    local name=$1 steps=$2 appearance
    for appearance in light dark; do
        printf '%s\nscreenshot %s/catalog-%s-%s.png\n' "$steps" "$out" "$name" "$appearance" > "$script"
        "$binary" --headless --device iphone-15 --appearance "$appearance" --scenario catalog --script "$script"
    done
}

# The catalog's screens as they open.
for part in "Text view" Search "Page control" "Page view controller" "Date picker" Toolbar "Large title"; do
    catalog_shot "$(echo "$part" | tr 'A-Z ' 'a-z-')" "tap \"$part\"
wait 1"
done

# The text view's edit menu: a word of typed notes selected by a double tap (two taps at once on
# the fake clock), its handles and the menu above it.
catalog_shot text-selection 'tap "Text view"
wait 1
tap 200 160
type "Hello brave world"
wait 0.5
tap 92 142
tap 92 142
wait 1'

# The colour well's picker open over the tag.
catalog_shot color-well 'tap "Color well"
wait 1
tap "Tag Colour"
wait 1'

# The photos: two photos picked with the photo picker (Add Photos is the + in the bar), in the
# album; the list is scrolled up first, its last row being below the fold.
catalog_shot photos 'drag 200 700 200 300 0.5
wait 1
tap "Photos"
wait 1
tap "Add Photos"
wait 1
tap "Photo 2"
tap "Photo 5"
tap "Add"
wait 1'

# The layers: the second card, two dots seen, and a burst of confetti caught a third of a second
# after "Got it".
catalog_shot layers 'tap "Layers"
wait 1
tap "Next"
wait 1
tap "Got it"
wait 0.35'

# The menus: a note's context menu, opened by a long press on its row (the second note, 44
# points tall from y = 226).
catalog_shot menus 'tap "Menus"
wait 1
drag 200 248 200 248 0.8
wait 1'

# The split view on an iPad held sideways: the mailboxes beside the Sent mailbox's messages, its
# details in the inspector column. The list is scrolled up first, its last rows being below the fold.
for appearance in light dark; do
    printf '%s\n' 'drag 400 700 400 200 0.5' 'wait 1' 'tap "Split view"' 'wait 1' 'tap "Sent"' 'wait 1' 'tap "Info"' 'wait 1' \
        "screenshot $out/catalog-split-view-$appearance.png" > "$script"
    "$binary" --headless --device ipad-10 --orientation landscape-left --appearance "$appearance" --scenario catalog --script "$script"
done

# The orientation screen turned to landscape by its button, the window turned with it.
catalog_shot orientation 'drag 200 700 200 300 0.5
wait 1
tap "Orientation"
wait 1
tap "Turn to Landscape"
wait 1'

# The section index: the list scrolled up first, then L touched in the index.
catalog_shot section-index 'drag 200 700 200 300 0.5
wait 1
tap "Section index"
wait 1'
