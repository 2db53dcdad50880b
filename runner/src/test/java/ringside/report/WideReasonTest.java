package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.report.SyntheticRuns.fork;
import static ringside.report.SyntheticRuns.forks;
import static ringside.report.SyntheticRuns.joined;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.statistics.ForkSamples;
import ringside.workload.Workload;

/** Why a result's error is above 10% of its score, on synthetic forks whose cause is known. */
class WideReasonTest {

    /** A ping-pong result in ms/op over these samples, its score and error theirs. */
    private static Measurement result(ForkSamples samples) {
        return new Measurement("loom", "vthreads", Workload.PINGPONG, 1, "0", Map.of(), samples.mean(),
                samples.halfWidth(), "ms/op", samples.means(), samples.iterations().get(0).size(), "", "25",
                Double.NaN, Double.NaN, samples);
    }

    private static Measurement result(List<List<Double>> forks) {
        return result(new ForkSamples(forks));
    }

    @Test
    void forksThatSettleInTwoPlacesAreModes() {
        // three forks at 100 ms, two at 150, each fork's iterations within 1: two modes, nothing else said of them
        Measurement m = result(joined(forks(3, 100, 1), forks(2, 150, 1)));
        assertTrue(m.modes().several());
        assertEquals(List.of("its JVMs settle in 2 modes", "over 5 forks"), WideReason.of(m, false));
        assertEquals(List.of("its processes settle in 2 modes", "over 5 forks"), WideReason.of(m, true),
                "a reference's forks are its program's processes");
    }

    @Test
    void modesAndForksStillChangingAreBothSaidInThatOrder() {
        Measurement m = result(new ForkSamples(joined(forks(3, 100, 1), forks(2, 150, 1)),
                List.of(true, false, true, true, false)));
        assertEquals("its JVMs settle in 2 modes; 2 of 5 forks still changing at the end of warm-up; over 5 forks",
                WideReason.text(m, false));
    }

    @Test
    void forksStillChangingWithoutModesSayNothingOfTheVariance() {
        Measurement m = result(new ForkSamples(List.of(fork(80, 0.1), fork(100, 0.1), fork(120, 0.1)),
                List.of(true, false, true)));
        assertEquals(List.of("1 of 3 forks still changing at the end of warm-up", "over 3 forks"), WideReason.of(m, false));
    }

    @Test
    void forkMeansThatSpreadWhileIterationsAreTightMeanTheJvmsDiffer() {
        // fork means 80, 100, 120 spread evenly (one mode); iterations within 0.1 of their fork's mean: the fork
        // means' variance (400) is all but the iterations' 0.0011 between forks
        Measurement m = result(List.of(fork(80, 0.1), fork(100, 0.1), fork(120, 0.1)));
        assertTrue(m.relativeError() > 0.4, "t(2) x 20 / sqrt(3) over 100: " + m.relativeError());
        assertEquals("its JVMs differ (between forks: 100.0% of the fork means' variance); over 3 forks",
                WideReason.text(m, false));
    }

    @Test
    void tightForkMeansWithNoisyIterationsMeanTheIterationsAreNoisy() {
        // two forks at 98 and 102 ms whose iterations swing by 30: the fork means (variance 8) spread less than ten
        // such iterations explain (1000 / 10), so none of it lies between forks; t(1) makes the error 25%
        Measurement two = result(List.of(fork(98, 30), fork(102, 30)));
        assertTrue(two.relativeError() > 0.2, "" + two.relativeError());
        assertEquals("its iterations are noisy inside each fork (between forks: 0.0% of the fork means' variance);"
                + " over 2 forks", WideReason.text(two, false));
        // one such fork: its interval is over its iterations, and says nothing of other JVMs
        Measurement one = result(List.of(fork(100, 30)));
        assertTrue(one.relativeError() > 0.2, "" + one.relativeError());
        assertEquals(List.of("its iterations are noisy", "one fork: no interval across JVMs"), WideReason.of(one, false));
    }

    @Test
    void forksOfOneIterationCannotTellJvmsFromIterations() {
        Measurement m = result(List.of(List.of(80.0), List.of(100.0), List.of(120.0)));
        assertEquals("its fork means spread (one iteration per fork: its JVMs and its iterations cannot be told"
                + " apart); over 3 forks", WideReason.text(m, false));
    }

    @Test
    void aNarrowResultGivesNoReason() {
        // fork means 99, 100, 101: t(2) x 1 / sqrt(3) = 2.5% of the score
        Measurement narrow = result(List.of(fork(99, 0.1), fork(100, 0.1), fork(101, 0.1)));
        assertTrue(narrow.relativeError() < WideReason.WIDE);
        assertEquals(List.of(), WideReason.of(narrow, false));
        assertEquals("", WideReason.text(narrow, false));
        // a narrow result whose forks were still changing is not wide either: it needs no reason
        assertEquals("", WideReason.text(result(new ForkSamples(List.of(fork(99, 0.1), fork(100, 0.1),
                fork(101, 0.1)), List.of(false, true, true))), false));
    }
}
