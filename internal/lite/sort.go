package lite

import "strings"

// SortInts sorts s by cmp, keeping equal elements in their order, as
// slices.SortStableFunc does: a merge sort, bottom up, O(n log n)
// comparisons like slices.SortStableFunc's, with a buffer as long as s.
// slices' stable sort works in place, at the cost of its rotations, in
// about 7 KB of the wasm's code for each element type; SortInts and
// SortStrings take 3.4 KB together. The page sorts when a variant
// compiles (blocks' keys, ID lengths, paths), where the buffer costs
// nothing that matters.
func SortInts(s []int, cmp func(a, b int) int) {
	n := len(s)
	if n < 2 {
		return
	}
	src, dst := s, make([]int, n)
	for width := 1; width < n; width *= 2 {
		// merge each pair of sorted runs of src into dst
		for lo := 0; lo < n; lo += 2 * width {
			mid, hi := min(lo+width, n), min(lo+2*width, n)
			i, j := lo, mid
			for k := lo; k < hi; k++ {
				// the left run's element first on a tie: stable
				if j == hi || i < mid && cmp(src[j], src[i]) >= 0 {
					dst[k] = src[i]
					i++
				} else {
					dst[k] = src[j]
					j++
				}
			}
		}
		src, dst = dst, src
	}
	copy(s, src) // (a no-op when the last pass wrote s)
}

// SortStrings sorts s in increasing order, as slices.Sort does: through
// an order of indexes sorted by SortInts, so the page links one merge
// sort (one for strings would be about as much code again).
func SortStrings(s []string) {
	order := make([]int, len(s))
	for i := range order {
		order[i] = i
	}
	SortInts(order, func(a, b int) int { return strings.Compare(s[a], s[b]) })
	sorted := make([]string, len(s))
	for i, k := range order {
		sorted[i] = s[k]
	}
	copy(s, sorted)
}
