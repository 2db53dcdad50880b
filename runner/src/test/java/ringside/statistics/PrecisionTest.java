package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.statistics.ForkSamplesTest.fork;

import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.statistics.Precision.Status;

/** A target is met only over enough forks, and one more fork is worth most where the forks disagree most. */
class PrecisionTest {
    private final Precision fivePercent = new Precision(0.05);

    @Test
    void twoForksCannotMeetATarget() {
        ForkSamples tight = new ForkSamples(List.of(fork(100, 0.1), fork(100, 0.1)));
        assertEquals(Status.TOO_FEW_FORKS, fivePercent.status(tight));
        assertEquals(Double.POSITIVE_INFINITY, fivePercent.gain(tight));
    }

    @Test
    void forksThatAgreeMeetIt() {
        ForkSamples s = new ForkSamples(List.of(fork(100, 1), fork(100.2, 1), fork(99.8, 1)));
        assertEquals(Status.MET, fivePercent.status(s));
    }

    @Test
    void forksThatDisagreeDoNot() {
        ForkSamples s = new ForkSamples(List.of(fork(90, 1), fork(100, 1), fork(110, 1)));
        assertEquals(Status.ABOVE, fivePercent.status(s));
        assertTrue(fivePercent.gain(s) > 0);
        assertTrue(Precision.predictedAfterOneMoreFork(s) < s.relativeHalfWidth());
    }

    @Test
    void moreDisagreementGainsMoreFromAFork() {
        ForkSamples wide = new ForkSamples(List.of(fork(80, 1), fork(100, 1), fork(120, 1)));
        ForkSamples narrow = new ForkSamples(List.of(fork(98, 1), fork(100, 1), fork(102, 1)));
        assertTrue(fivePercent.gain(wide) > fivePercent.gain(narrow));
    }

    @Test
    void thePredictionIsTheForkMeansSpreadOverOneMoreFork() {
        ForkSamples s = new ForkSamples(List.of(fork(90, 1), fork(100, 1), fork(110, 1)));
        // fork means' deviation 10; one more fork: t(3) at 95% (3.182) x 10 / sqrt(4), over the mean 100
        assertEquals(3.182 * 10 / 2 / 100, Precision.predictedAfterOneMoreFork(s), 1e-4);
    }

    @Test
    void aTargetIsAShare() {
        assertThrows(IllegalArgumentException.class, () -> new Precision(0));
        assertThrows(IllegalArgumentException.class, () -> new Precision(5));
    }
}
