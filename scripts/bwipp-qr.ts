import type { Speedup } from "./bwipp-speedups";

/**
 * BWIPP's QR symbol building as plain JavaScript, for scripts/bwipp-speedups.ts. BWIPP runs it as
 * compiled PostScript: every module read and written through its operators, its scope dictionary
 * and an operand stack. In CPU profiles of 300 QR codes of entity links, once the general speedups
 * were in, these four parts were two thirds of the time:
 * - the function patterns' layers of every module (`bwipp_qrlayers`),
 * - the data bits placed in the symbol's two-column zigzag (`bwipp_qrplace`),
 * - for each of the eight masks, the masked symbol (`bwipp_qrmask`)
 * - its penalty score (`bwipp_qrpenalty`: the standard's N1 to N4 as BWIPP's `evalfull` computes
 *   them, including 999999999 when the score cannot beat the best so far, its early exit),
 * - and each block's Reed-Solomon codewords (`bwipp_qrrscodes`: BWIPP's `rsecbinary` shift register
 *   with QR's GF(256) product, the coefficients' logarithms looked up once rather than for every byte).
 * The functions are plain ES5 text, appended to BWIPP's module as it is, so they can use its own
 * operators (`$get`, `$bs`); BWIPP arrays are JavaScript arrays with their backing array in `.b` and
 * their offset into it in `.o`. Each replaced part sets what the rest of `bwipp_qrcode` reads of it.
 */
export const QR_SPEEDUPS: Speedup[] = [
  {
    why: "a QR symbol's function pattern layers are set on the arrays",
    slow: {
      from: "\n    for (var _VB = 0, _VA = $_.rows - 1; _VB <= _VA; _VB += 1) { //#27892\n",
      to: "\n    } //#27890\n",
      sha256: "79dcfce91695ce2a",
    },
    fast: [
      "",
      "    bwipp_qrlayers($_.pixs, $_.masklayers, $_.funcpatlayers, $_.rows, $_.cols);",
      "    $_.j = $_.rows - 1; $_.i = $_.cols - 1;",
      "",
    ].join("\n"),
  },
  {
    why: "a QR symbol's data bits are placed on the arrays",
    slow: {
      from: '\n    var _VY = $ne($_.format, "rmqr") ? 1 : 2; //#27897\n',
      to: "\n    } //#27922\n",
      sha256: "6789bae3775f8446",
    },
    fast: [
      "",
      '    bwipp_qrplace($_.pixs, $_.masklayers, $_.cws, $_.rows, $_.cols, $ne($_.format, "rmqr") ? 1 : 2, $eq($_.format, "full"));',
      "",
    ].join("\n"),
  },
  {
    why: "a QR mask is applied on the arrays",
    slow: [
      "        for (var _Yv = 0, _Yu = ($_.rows * $_.cols) - 1; _Yv <= _Yu; _Yv += 1) { //#28058",
      "            $_.i = _Yv; //#28056",
      "            $put($_.masksym, $_.i, $bs($get($_.masklayers, $_.i), -$_.maskbit) & 1); //#28057",
      "        } //#28057",
    ].join("\n"),
    fast: "        bwipp_qrmask($_.masklayers, $_.masksym, $_.maskbit); $_.i = ($_.rows * $_.cols) - 1;",
  },
  {
    // The whole scoring routine with the helper only it calls (run lengths for N1 and N3).
    why: "a QR mask is scored on the arrays",
    slow: {
      from: "\n    $_.evalfulln1n3 = function() {\n        var _W8 = $k[--$j]; //#27938\n",
      to: "\n    }; //#28024\n",
      sha256: "e8711699a97c7df5",
    },
    fast: [
      "",
      "    $_.evalfull = function() {",
      "        $k[$j - 1] = bwipp_qrpenalty($k[$j - 1], $_.cols, $_.bestscore);",
      "    };",
      "",
    ].join("\n"),
  },
  {
    why: "a QR block's error correction codewords are computed on the arrays",
    slow: {
      from: "\n    $_.rscodes = function() {\n        var _P2 = $k[--$j]; //#27640\n",
      to: "\n    }; //#27643\n",
      sha256: "2be995df52899a9a",
    },
    fast: [
      "",
      "    $_.rscodes = function() {",
      "        $_.rscws = $k[$j - 1];",
      "        $_.lfsr = $k[$j - 1] = bwipp_qrrscodes($_.rscws, $_.coeffs, $_.ecpb, $_.rslog, $_.rsalog);",
      "    };",
      "",
    ].join("\n"),
  },
];

/** The functions QR_SPEEDUPS call, appended to BWIPP's module. */
export const QR_FUNCTIONS = String.raw`
function bwipp_qrlayers(pixs, layers, funcpat, rows, cols) {
    var lb = layers.b, lo = layers.o, i, j, pos, v;
    for (j = 0; j < rows; j++) {
        for (i = 0; i < cols; i++) {
            pos = i + j * cols;
            v = $get(pixs, pos);
            lb[lo + pos] = v == -1 ? $get(funcpat, ((j * 6) % 72) + (i % 6)) : v * 255;
        }
    }
}

function bwipp_qrplace(pixs, layers, cws, rows, cols, right, full) {
    var lb = layers.b, lo = layers.o, posx = cols - right, posy = rows - 1, dir = -1, col = 1, num = 0, pos, bit;
    while (posx >= 0) {
        pos = posx + posy * cols;
        if ($get(pixs, pos) == -1) {
            bit = ($bs($get(cws, ~~(num / 8)), -(7 - (num % 8)))) & 1;
            lb[lo + pos] = lb[lo + pos] ^ (bit * 255);
            num++;
        }
        if (col == 1) {
            col = 0;
            posx--;
        } else {
            // Up or down the two columns; at the edge, turn into the next pair (past the timing column).
            col = 1;
            posx++;
            posy += dir;
            if (posy < 0 || posy >= rows) {
                dir = -dir;
                posy += dir;
                posx -= 2;
                if (full && posx == 6) posx--;
            }
        }
    }
}

function bwipp_qrmask(layers, sym, bit) {
    var lb = layers.b, lo = layers.o, sb = sym.b, so = sym.o;
    for (var k = 0, n = sym.length; k < n; k++) sb[so + k] = (lb[lo + k] >> bit) & 1;
}

function bwipp_qrrscodes(data, coeffs, nc, rslog, rsalog) {
    var lfsr = $a(nc), lf = lfsr.b, logc = [], n = data.length, i, j, c, feedback, logf;
    for (j = 0; j < nc; j++) {
        lf[j] = 0;
        c = $get(coeffs, nc - j - 1);
        logc.push(c === 0 ? -1 : $get(rslog, c));
    }
    for (i = 0; i < n; i++) {
        feedback = $get(data, i) ^ lf[0];
        logf = feedback === 0 ? -1 : $get(rslog, feedback);
        for (j = 0; j < nc; j++) {
            c = logf < 0 || logc[j] < 0 ? 0 : $get(rsalog, (logf + logc[j]) % 255);
            lf[j] = j < nc - 1 ? lf[j + 1] ^ c : c;
        }
    }
    return lfsr;
}

function bwipp_qrpenalty(sym, cols, best) {
    var b = sym.b, o = sym.o, runs = new Int32Array(cols + 1);
    var last = new Int32Array(cols), pairs = new Int32Array(cols), swap;
    var n1 = 0, n2 = 0, n3 = 0, i, k, n, v, prev, start, stride, line, r, fact;
    for (i = 0; i < cols; i++) {
        // Column i, then row i: run lengths from a light run that may be empty (the quiet zone side).
        for (line = 0; line < 2; line++) {
            start = o + (line === 0 ? i : i * cols);
            stride = line === 0 ? cols : 1;
            n = 0;
            runs[0] = 0;
            prev = 0;
            for (k = 0; k < cols; k++) {
                v = b[start + k * stride];
                if (v == prev) runs[n]++;
                else {
                    runs[++n] = 1;
                    prev = v;
                }
            }
            n++;
            // N1: a run of five or more, 3 plus one a module beyond five.
            for (k = 0; k < n; k++) if (runs[k] >= 5) n1 += runs[k] - 2;
            // N3: dark 1:1:3:1:1 with four light modules (or the edge) on one side.
            for (k = 3; k <= n - 3; k += 2) {
                r = runs[k];
                if (r % 3 == 0) {
                    fact = ~~(r / 3);
                    if (runs[k - 2] == fact && runs[k - 1] == fact && runs[k + 1] == fact && runs[k + 2] == fact &&
                        (k == 3 || k + 4 >= n || runs[k - 3] >= 4 || runs[k + 3] >= 4)) n3 += 40;
                }
            }
        }
        // N2: 2x2 blocks of one colour, from the sums of horizontally neighbouring modules of two rows.
        swap = last;
        last = pairs;
        pairs = swap;
        start = o + i * cols;
        pairs[0] = 1;
        for (k = 1; k < cols; k++) pairs[k] = b[start + k - 1] + b[start + k];
        if (i > 0) for (k = 0; k < cols; k++) if (((pairs[k] + last[k]) & 3) == 0) n2 += 3;
        if (n1 + n2 + n3 >= best) return 999999999;
    }
    // N4: the share of dark modules away from half.
    var dark = 0;
    for (k = o; k < o + cols * cols; k++) dark += b[k];
    var n4 = (~~((Math.abs(((dark * 100) / (cols * cols)) - 50)) / 5)) * 10;
    return n1 + n2 + n3 + n4;
}
`;
