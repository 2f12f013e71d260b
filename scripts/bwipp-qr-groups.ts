import type { Speedup } from "./bwipp-speedups";

const LOOP_HEAD = [
  "    for (var _JF = 0, _JG = _JE.length; _JF < _JG; _JF++) { //#27491",
  "        $_.ver = $get(_JE, _JF); //#27357",
].join("\n");
const LOOP_END = "\n    } //#27489";

/**
 * A QR code's text encoded for one group of versions at a time, as the version search needs it.
 * BWIPP encodes the text once for each group of versions with the same character count field widths
 * (1-9, 10-26 and 27-40 for a full-size code), all three up front, and only then looks for the
 * smallest version the bits fit. An entity link fits version 2 or 3, so two of the three encodings
 * were wasted: 300 QR codes of entity links, warm, 272-295 -> 215-240 ms of CPU in Node.
 *
 * The loop over the groups becomes a function of the group (`$_.ver`, which nothing after the loop
 * reads), called by the version search when it first reaches a version of that group, in the order
 * BWIPP encoded them; a group's encoding reads none of what an earlier group's left behind (each
 * starts from `mode -1` and a new sequence). The loop's body has no `break` of its own (in a function
 * one would fail the build), and of the names the version search sets, the encoding sets `i` and `m`
 * too, which the search's call puts back. The `debugbitseqs` option, which shows every group's bits,
 * still encodes them all. The region's SHA-256 pins the body this was worked out on.
 */
export const QR_GROUP_SPEEDUPS: Speedup[] = [
  {
    why: "a QR code's text is encoded for a group of versions when the version search reaches it",
    slow: { from: `\n${LOOP_HEAD}\n`, to: `${LOOP_END}\n`, sha256: "da9e219a6c870dac" },
    fast: (loop) =>
      [
        "",
        "    $_.unencoded = [];",
        "    for (var _JF = 0, _JG = _JE.length; _JF < _JG; _JF++) $_.unencoded.push($get(_JE, _JF));",
        "    $_.encodever = function() {",
        loop.slice(LOOP_HEAD.length + 2, -(LOOP_END.length + 1)),
        "    };",
        "    $_.encodegroup = function(group) {",
        "        var at = $_.unencoded.indexOf(group), i = $_.i, m = $_.m;",
        "        if (at < 0) return;",
        "        $_.unencoded.splice(at, 1);",
        "        $_.ver = group;",
        "        $_.encodever();",
        "        $_.i = i; $_.m = m;",
        "    };",
        "    if ($has($_.options, 'debugbitseqs')) while ($_.unencoded.length > 0) $_.encodegroup($_.unencoded[0]);",
        "",
      ].join("\n"),
  },
  {
    why: "the version search encodes the text for a version's group when it first needs its bits",
    slow: "        $_.verbits = $get($_.msgbits, $_.vergrp); //#27531",
    fast: "        if ($_.okay) $_.encodegroup($_.vergrp);\n        $_.verbits = $get($_.msgbits, $_.vergrp); //#27531",
  },
];
