package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.report.SyntheticRuns.fork;
import static ringside.report.SyntheticRuns.forks;
import static ringside.report.SyntheticRuns.joined;
import static ringside.report.SyntheticRuns.measurement;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A result whose JVMs settle in two modes is decided against a neighbour only where each of its modes is: it spans
 * the places of both, and the overview never ranks it by its mean, which neither mode has.
 */
class ModesTiesTest {

    /** 20 forks: 10 settled at 20 ms, 10 at 60 ms; its mean, 40 ms, is where no JVM of it settled. */
    private static Measurement bimodal() throws Exception {
        return measurement("pekko", "typed", joined(forks(10, 20, 0.1), forks(10, 60, 0.1)));
    }

    @Test
    void aBimodalResultSpansThePlacesOfItsModes() throws Exception {
        Measurement fast = measurement("loom", "vthreads", forks(3, 20, 0.1));
        Measurement bimodal = bimodal();
        Measurement slow = measurement("akka", "typed", forks(3, 60, 0.1));
        assertTrue(bimodal.modes().several());
        assertFalse(fast.decidedlyFaster(bimodal), "its fast mode is as fast as the fast result");
        assertFalse(bimodal.decidedlyFaster(slow), "its slow mode is as slow as the slow result");
        assertTrue(fast.decidedlyFaster(slow), "neighbours without modes are decided on their ratio");

        Ranks ranks = new Ranks(List.of(slow, bimodal, fast));
        assertEquals("1-2", ranks.of(fast));
        assertEquals("1-3", ranks.of(bimodal));
        assertEquals("2-3", ranks.of(slow));
        assertEquals(List.of(fast, bimodal), ranks.leaders());

        String verdict = Verdict.of(List.of(slow, bimodal, fast));
        assertTrue(verdict.startsWith("too close to call: loom/vthreads and pekko/typed can each be first at 95%"),
                verdict);
        assertTrue(verdict.contains("pekko/typed settles at 20.0 ± 0 or 60.0 ± 0 ms (10 and 10 of 20 forks)"),
                verdict);
    }

    @Test
    void aBimodalResultWhollyBehindIsDecided() throws Exception {
        Measurement fast = measurement("loom", "vthreads", forks(3, 5, 0.1));
        Measurement bimodal = bimodal();
        assertTrue(fast.decidedlyFaster(bimodal), "both its modes are slower");
        assertEquals("2", new Ranks(List.of(fast, bimodal)).of(bimodal));
        assertTrue(Verdict.of(List.of(fast, bimodal)).startsWith("loom/vthreads is fastest, decided at 95%:"
                + " pekko/typed takes 8.00x"), Verdict.of(List.of(fast, bimodal)));
    }

    @Test
    void twoLevelsOverTooFewForksAreNoModes() throws Exception {
        Measurement two = measurement("pekko", "typed", joined(forks(1, 20, 0.1), forks(1, 60, 0.1)));
        assertFalse(two.modes().several());
        assertEquals("", Format.settles(two));
    }

    @Test
    void threeModesAreSpelledInOrderWithTheirIntervals() throws Exception {
        Measurement three = measurement("pekko", "typed", joined(List.of(fork(10, 0.1), fork(10.2, 0.1)),
                forks(3, 20, 0.1), forks(2, 40, 0.1)));
        // squares around the modes' means: 0.02 over 7 - 3 = 4 degrees; t(4) at 95% is 2.776
        assertEquals("settles at 10.1 ± 0.14, 20.0 ± 0.11 or 40.0 ± 0.14 ms (2, 3 and 2 of 7 forks)",
                Format.settles(three));
    }

    @Test
    void modesCloserThanThreeDigitsGetMoreDigits() throws Exception {
        Measurement close = measurement("pekko", "typed", joined(forks(3, 100.1, 0.001), forks(3, 100.4, 0.001)));
        assertEquals("settles at 100.1 ± 0 or 100.4 ± 0 ms (3 and 3 of 6 forks)", Format.settles(close));
    }
}
