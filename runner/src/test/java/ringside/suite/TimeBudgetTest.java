package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameters;

/** The budget counts from the run's start and keeps room to stop a module and render the report. */
class TimeBudgetTest {

    @Test
    void benchmarksMustEndBeforeTheBudgetLessTheReportAndAStop() {
        long[] now = {1_000_000};
        Duration stop = Duration.ofSeconds(10);
        TimeBudget budget = new TimeBudget(Parameters.resolve(Map.of("timeBudget", "2m")::get), stop, () -> now[0]);
        Duration forBenchmarks = Duration.ofMinutes(2).minus(TimeBudget.REPORT_ALLOWANCE).minus(stop);
        assertTrue(budget.limited());
        assertEquals(forBenchmarks, budget.left());
        assertEquals(now[0] + forBenchmarks.toMillis(), budget.deadlineMillis());
        assertTrue(budget.fits(forBenchmarks.toSeconds()));
        assertFalse(budget.fits(forBenchmarks.toSeconds() + 1));
        now[0] += forBenchmarks.toMillis() - 55_000;
        assertEquals("timeBudget=2m: estimated 1m40s, 55s left", budget.notRun(100));
        now[0] += 60_000;
        assertEquals(Duration.ZERO, budget.left(), "past the deadline nothing is left, never less");
    }

    @Test
    void withoutABudgetEverythingFits() {
        TimeBudget none = new TimeBudget(Parameters.resolve(Map.<String, String>of()::get), Duration.ofSeconds(30),
                System::currentTimeMillis);
        assertFalse(none.limited());
        assertEquals(0, none.deadlineMillis(), "no deadline for the launchers");
        assertTrue(none.fits(24 * 3600));
    }
}
