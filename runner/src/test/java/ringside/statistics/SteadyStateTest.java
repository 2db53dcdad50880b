package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Where each fork's warm-up ended, on series with a known answer. */
class SteadyStateTest {
    /** Measured iterations 10 ± 0.1 in every fork: a noise of 0.1 (pooled sd 0.1414), 3 degrees of freedom. */
    private static final List<List<Double>> MEASURED = List.of(List.of(10.1, 9.9), List.of(10.1, 9.9),
            List.of(10.1, 9.9));

    /**
     * The tolerance is t(3) x 0.1414 x sqrt(1 + 1/2) = 3.182 x 0.1732 = 0.551: a warm-up iteration within it of its
     * fork's measured mean is warm. The first fork's 30 (the JIT compiling) is not; its 10.3 and 9.8 are, and join
     * its samples. The second fork's last warm-up iteration, 11, is still 1 away: that fork did not settle, and keeps
     * its measured iterations only. The third settled before its warm-up began: all of it counts.
     */
    @Test
    void warmUpEndsWhereEveryLaterWarmUpIterationLiesWithinTheNoise() {
        ForkSamples steady = SteadyState.of(List.of(List.of(30.0, 10.3, 9.8), List.of(30.0, 10.0, 11.0),
                List.of(10.2, 10.0, 9.9)), MEASURED);
        assertEquals(List.of(List.of(10.3, 9.8, 10.1, 9.9), List.of(10.1, 9.9), List.of(10.2, 10.0, 9.9, 10.1,
                9.9)), steady.iterations());
        assertEquals(List.of(true, false, true), steady.settled());
        assertEquals(1, steady.unsettled());
    }

    /** A slower warm-up iteration between warm ones ends the steady run: only what follows it counts. */
    @Test
    void theSteadyRunIsTheOneAtTheEndOfTheWarmUp() {
        ForkSamples steady = SteadyState.of(List.of(List.of(10.0, 12.0, 10.1), List.of(), List.of()), MEASURED);
        assertEquals(List.of(10.1, 10.1, 9.9), steady.iterations().get(0));
        assertEquals(List.of(true, true, true), steady.settled(), "no warm-up recorded: nothing to judge");
    }

    /** With one measured iteration a fork there is no noise to judge by: the measured iterations, as JMH's. */
    @Test
    void withoutASpreadInsideForksNothingIsJudged() {
        List<List<Double>> measured = List.of(List.of(10.0), List.of(11.0));
        ForkSamples steady = SteadyState.of(List.of(List.of(30.0, 10.0), List.of(30.0, 11.0)), measured);
        assertEquals(measured, steady.iterations());
        assertEquals(0, steady.unsettled());
    }

    @Test
    void warmUpAndMeasuredForksMustMatch() {
        assertThrows(IllegalArgumentException.class, () -> SteadyState.of(List.of(List.of(1.0)), MEASURED));
    }
}
