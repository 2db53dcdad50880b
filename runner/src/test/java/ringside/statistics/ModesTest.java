package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static ringside.statistics.ForkSamplesTest.fork;

import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.statistics.Modes.Judgement;

/** JVMs that settle at two levels are told apart from JVMs that merely spread. */
class ModesTest {

    @Test
    void twoLevelsAreTwoModes() {
        // Pekko's ring as measured: about 65 or 90 ms, 3-8% jitter inside a fork
        ForkSamples s = new ForkSamples(List.of(fork(65, 3), fork(90, 4), fork(66, 3), fork(64, 3), fork(91, 4)));
        Modes modes = Modes.of(s);
        assertEquals(Judgement.SEVERAL, modes.judgement());
        assertEquals(2, modes.modes().size());
        assertEquals(65, modes.modes().get(0).mean(), 1e-9);
        assertEquals(3, modes.modes().get(0).forks());
        assertEquals(90.5, modes.modes().get(1).mean(), 1e-9);
        assertEquals(2, modes.modes().get(1).forks());
    }

    @Test
    void anEvenSpreadIsOneMode() {
        // fork means 1 apart, each fork's own jitter 1: no gap stands out
        ForkSamples s = new ForkSamples(List.of(fork(100, 1), fork(101, 1), fork(102, 1), fork(103, 1), fork(104, 1)));
        Modes modes = Modes.of(s);
        assertEquals(Judgement.ONE, modes.judgement());
        Modes.Mode one = modes.modes().get(0);
        assertEquals(List.of(102.0, 100.0, 104.0), List.of(one.mean(), one.low(), one.high()));
        assertEquals(5, one.forks());
        assertEquals(s.halfWidth(), one.halfWidth(), 1e-12, "one mode: the result's own interval");
    }

    @Test
    void aGapWithinTheForksOwnSpreadIsNoMode() {
        // means 100, 100, 110 but each fork's iterations swing by 5: the gap is two deviations, not three
        ForkSamples s = new ForkSamples(List.of(fork(100, 5), fork(100, 5), fork(110, 5)));
        assertEquals(Judgement.ONE, Modes.of(s).judgement());
    }

    @Test
    void anEvenSpreadIsNotCutAtItsWidestGap() {
        // gaps of 10, 12 and 11, far above the forks' own spread, but none stands out from the others
        ForkSamples s = new ForkSamples(List.of(fork(100, 0.1), fork(110, 0.1), fork(122, 0.1), fork(133, 0.1)));
        assertEquals(Judgement.ONE, Modes.of(s).judgement());
    }

    @Test
    void oneJvmThatSettledApartIsAModeOfItsOwn() {
        ForkSamples s = new ForkSamples(List.of(fork(100, 0.5), fork(101, 0.5), fork(102, 0.5), fork(130, 0.5)));
        Modes modes = Modes.of(s);
        assertEquals(List.of(3, 1), modes.modes().stream().map(Modes.Mode::forks).toList());
    }

    @Test
    void twoForksAreTooFewToTell() {
        ForkSamples s = new ForkSamples(List.of(fork(65, 1), fork(90, 1)));
        Modes modes = Modes.of(s);
        assertEquals(Judgement.TOO_FEW_FORKS, modes.judgement());
        assertEquals(1, modes.modes().size());
        assertEquals(2, modes.modes().get(0).forks());
    }

    /** Each mode's interval: its forks' mean, the spread pooled inside every mode, n - k degrees of freedom. */
    @Test
    void eachModeHasItsOwnInterval() {
        ForkSamples s = new ForkSamples(List.of(fork(5.2, 0.01), fork(5.4, 0.01), fork(5.3, 0.01), fork(11.0, 0.01),
                fork(11.2, 0.01)));
        Modes modes = Modes.of(s);
        assertEquals(2, modes.modes().size());
        // squares around each mode's mean: 0.02 + 0.02 = 0.04 over 5 - 2 = 3 degrees; t(3) at 95% is 3.182
        double pooled = 0.04 / 3;
        assertEquals(3.182 * Math.sqrt(pooled / 3), modes.modes().get(0).halfWidth(), 1e-3);
        assertEquals(3.182 * Math.sqrt(pooled / 2), modes.modes().get(1).halfWidth(), 1e-3);
        assertEquals(3, modes.modes().get(0).estimate().degreesOfFreedom());
    }

    @Test
    void aModeOfOneForkBorrowsThePooledSpread() {
        ForkSamples s = new ForkSamples(List.of(fork(100, 0.5), fork(101, 0.5), fork(102, 0.5), fork(130, 0.5)));
        Modes.Mode alone = Modes.of(s).modes().get(1);
        assertEquals(1, alone.forks());
        // squares 2 over 4 - 2 = 2 degrees; t(2) at 95% is 4.303
        assertEquals(4.303 * Math.sqrt(1.0 / 1), alone.halfWidth(), 1e-3);
    }

    @Test
    void threeLevelsAreThreeModes() {
        ForkSamples s = new ForkSamples(List.of(fork(10, 0.1), fork(10.1, 0.1), fork(20, 0.1), fork(20.1, 0.1),
                fork(40, 0.1), fork(40.2, 0.1)));
        assertEquals(3, Modes.of(s).modes().size());
    }
}
