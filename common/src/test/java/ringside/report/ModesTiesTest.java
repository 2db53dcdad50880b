package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.report.SyntheticRuns.forks;
import static ringside.report.SyntheticRuns.joined;
import static ringside.report.SyntheticRuns.measurement;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A result whose JVMs settle in two modes ties with a neighbour whose interval holds one of them, even where the
 * intervals themselves are apart: the verdict says so, and places are shared.
 */
class ModesTiesTest {

    /** 20 forks: 10 settled at 20 ms, 10 at 60 ms; its interval over fork means is about 40 ± 18. */
    private static Measurement bimodal() throws Exception {
        return measurement("pekko", "typed", joined(forks(10, 20, 0.1), forks(10, 60, 0.1)));
    }

    @Test
    void aBimodalResultTiesWithBothNeighboursWhoseIntervalsHoldAMode() throws Exception {
        Measurement fast = measurement("loom", "vthreads", forks(3, 20, 0.1));
        Measurement bimodal = bimodal();
        Measurement slow = measurement("akka", "typed", forks(3, 60, 0.1));
        assertTrue(bimodal.modes().several());
        assertTrue(fast.intervalBelow(bimodal) && bimodal.intervalBelow(slow), "the intervals alone are apart");
        assertFalse(fast.fasterBeyondErrors(bimodal), "its fast mode lies within the fast result's interval");
        assertFalse(bimodal.fasterBeyondErrors(slow), "its slow mode lies within the slow result's interval");
        assertTrue(fast.fasterBeyondErrors(slow), "neighbours without modes compare as before");

        Ranks ranks = new Ranks(List.of(slow, bimodal, fast));
        assertEquals("1=", ranks.of(fast));
        assertEquals("1=", ranks.of(bimodal));
        assertEquals("2", ranks.of(slow), "behind the fast result beyond both bars, and no mode of its own");

        assertEquals("tie: loom/vthreads and pekko/typed: pekko/typed settles at 20.0 or 60.0 ms (10 and 10 of 20"
                + " forks), and 20.0 ms is within loom/vthreads's interval (" + Format.score(fast) + " vs "
                + Format.score(bimodal) + ")", Verdict.of(List.of(slow, bimodal, fast)));
    }

    @Test
    void aBimodalResultBeyondTheRunnerUpStillTiesWithTheFastest() throws Exception {
        Measurement fast = measurement("loom", "vthreads", forks(3, 20, 0.1));
        Measurement runnerUp = measurement("kotlin", "channel", forks(3, 30, 0.1));
        Measurement bimodal = bimodal();
        assertTrue(fast.fasterBeyondErrors(runnerUp));
        String verdict = Verdict.of(List.of(fast, runnerUp, bimodal));
        assertTrue(verdict.startsWith("tie: loom/vthreads and pekko/typed: pekko/typed settles at 20.0 or 60.0 ms"),
                verdict);
        assertEquals("2", new Ranks(List.of(fast, runnerUp, bimodal)).of(runnerUp));
        assertTrue(Verdict.of(List.of(fast, runnerUp)).startsWith("loom/vthreads is fastest, 1.50x ahead of"
                + " kotlin/channel beyond the error bars"), "without the bimodal result, the lead stands");
    }

    @Test
    void twoLevelsOverTooFewForksAreNoModes() throws Exception {
        Measurement two = measurement("pekko", "typed", joined(forks(1, 20, 0.1), forks(1, 60, 0.1)));
        assertFalse(two.modes().several());
        assertEquals("", Format.settles(two));
        Measurement fast = measurement("loom", "vthreads", forks(3, 20, 0.1));
        assertTrue(two.modeWithin(fast).isEmpty());
    }

    @Test
    void threeModesAreSpelledInOrder() throws Exception {
        Measurement three = measurement("pekko", "typed", joined(forks(2, 10, 0.01), forks(3, 20, 0.01),
                forks(2, 40, 0.01)));
        assertEquals("settles at 10.0, 20.0 or 40.0 ms (2, 3 and 2 of 7 forks)", Format.settles(three));
    }

    @Test
    void modesCloserThanThreeDigitsGetMoreDigits() throws Exception {
        Measurement close = measurement("pekko", "typed", joined(forks(3, 100.1, 0.001), forks(3, 100.4, 0.001)));
        assertEquals("settles at 100.1 or 100.4 ms (3 and 3 of 6 forks)", Format.settles(close));
    }
}
