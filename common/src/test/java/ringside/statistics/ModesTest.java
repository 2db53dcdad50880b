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
        assertEquals(new Modes.Mode(102, 100, 104, 5), modes.modes().get(0));
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

    @Test
    void threeLevelsAreThreeModes() {
        ForkSamples s = new ForkSamples(List.of(fork(10, 0.1), fork(10.1, 0.1), fork(20, 0.1), fork(20.1, 0.1),
                fork(40, 0.1), fork(40.2, 0.1)));
        assertEquals(3, Modes.of(s).modes().size());
    }
}
