/**
 * BWIPP's QR mask search as plain JavaScript, for scripts/bwipp-speedups.ts. BWIPP tries each of the
 * eight masks: it builds the masked symbol module by module through its PostScript operators and scope
 * dictionary, then scores it (`evalfull`: the standard's penalties N1 to N4, computed on a PostScript
 * operand stack). In a CPU profile of 300 QR codes of entity links those two were a third of the time.
 * These functions compute the same thing on the arrays themselves: `bwipp_qrmask` one masked symbol,
 * `bwipp_qrpenalty` its score as `evalfull` leaves it, including 999999999 when the score cannot beat
 * the best so far (BWIPP's early exit). Plain ES5 text, appended to BWIPP's module as it is; BWIPP
 * arrays are JavaScript arrays with their backing array in `.b` and their offset into it in `.o`.
 */
export const QR_MASK_FUNCTIONS = String.raw`
function bwipp_qrmask(layers, sym, bit) {
    var lb = layers.b, lo = layers.o, sb = sym.b, so = sym.o;
    for (var k = 0, n = sym.length; k < n; k++) sb[so + k] = (lb[lo + k] >> bit) & 1;
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
