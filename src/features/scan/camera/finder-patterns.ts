/** What zxing knows of a possible finder pattern (a QR code's corner square). */
export interface FinderCandidate {
  getX(): number;
  getY(): number;
  getEstimatedModuleSize(): number;
}

/** Candidates of one code differ in module size by less than this factor (zxing's own bound). */
const SIMILAR_SIZE = 1.4;

const squaredDistance = (a: FinderCandidate, b: FinderCandidate) =>
  (a.getX() - b.getX()) ** 2 + (a.getY() - b.getY()) ** 2;

/**
 * The three candidates nearest a right isosceles triangle, as zxing's Java original chooses them; zxing-js's
 * older rule mistakes data look-alikes for corners on some of our labels.
 */
export function rightAngleTriple<T extends FinderCandidate>(candidates: readonly T[]): [T, T, T] | null {
  const bySize = [...candidates].sort((a, b) => a.getEstimatedModuleSize() - b.getEstimatedModuleSize());
  let best: [T, T, T] | null = null;
  let distortion = Infinity;
  for (let i = 0; i < bySize.length - 2; i++) {
    const pi = bySize[i]!;
    for (let j = i + 1; j < bySize.length - 1; j++) {
      const pj = bySize[j]!;
      for (let k = j + 1; k < bySize.length; k++) {
        const pk = bySize[k]!;
        if (pk.getEstimatedModuleSize() > pi.getEstimatedModuleSize() * SIMILAR_SIZE) continue;
        const [a, b, c] = [squaredDistance(pi, pj), squaredDistance(pj, pk), squaredDistance(pi, pk)].sort(
          (x, y) => x - y,
        ) as [number, number, number];
        const d = Math.abs(c - 2 * b) + Math.abs(c - 2 * a);
        if (d < distortion) {
          distortion = d;
          best = [pi, pj, pk];
        }
      }
    }
  }
  return best;
}

/** zxing's QR finder-pattern finder and its "no code here" error, as far as this module touches them. */
interface ZxingParts {
  FinderPatternFinder: { prototype: object };
  NotFoundException: new () => Error;
}

/** Patches zxing's QR detector to choose corners by `rightAngleTriple`, as zxing-js offers no option for it. */
export function chooseCornersByRightAngle({ FinderPatternFinder, NotFoundException }: ZxingParts) {
  Object.assign(FinderPatternFinder.prototype, {
    // zxing stops after three similar candidates seen twice, and a look-alike among them hides the true corner.
    haveMultiplyConfirmedCenters: () => false,
    selectBestPatterns(this: { possibleCenters: FinderCandidate[] }) {
      const triple = rightAngleTriple(this.possibleCenters);
      if (!triple) throw new NotFoundException();
      return triple;
    },
  });
}
