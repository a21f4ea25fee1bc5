package texel

// Calibrate fits another engine's scores to the results of its games:
// the scale k and the offset (centipawns added to every score) whose
// Sigmoid(k, score+offset) best predicts the results. An engine's scores
// carry a bias of their own (HaChu scores itself about a pawn ahead at
// the start of a Chu Shogi game), so the offset is fitted with k: over
// [-1000, 1000] in steps of 10, then to the centipawn. mse is the
// error of the calibrated scores.
func Calibrate(scores, results []float64) (k, offset, mse float64) {
	shifted := make([]float64, len(scores))
	mse = -1
	try := func(off float64) {
		for i, s := range scores {
			shifted[i] = s + off
		}
		kk := FitK(shifted, results)
		if e := MeanSquaredError(kk, shifted, results); mse < 0 || e < mse {
			mse, k, offset = e, kk, off
		}
	}
	for off := -1000.0; off <= 1000; off += 10 {
		try(off)
	}
	coarse := offset
	for off := coarse - 9; off <= coarse+9; off++ {
		try(off)
	}
	return k, offset, mse
}
