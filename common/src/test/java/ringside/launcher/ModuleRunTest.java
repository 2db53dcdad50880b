package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.Parameters;

/** A benchmark left out before any fork starts (a limit its variant states, the time budget) says which and why. */
class ModuleRunTest {

    @Test
    void aSpawnTheVariantCannotReachIsNotRunAndSaysWhy(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "spawn")::get);
        Path result = dir.resolve("loom.json");
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""), result)
                .limits((variant, workload) -> Optional.of("11,111 actors need more threads than the 10 allowed"));
        assertTrue(run.run().isEmpty(), "nothing was measured");
        assertEquals(List.of("loom/threads spawn: 11,111 actors need more threads than the 10 allowed"), run.notRun());
        assertFalse(Files.exists(result), "no JMH file: no fork ran");
    }

    /** A benchmark that would not end before the time budget does is not run, and says its estimate and what is left. */
    @Test
    void aBenchmarkPastTheTimeBudgetIsNotRunAndSaysWhy(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "ring", "timeBudget", "1m")::get);
        Path result = dir.resolve("loom.json");
        long now = System.currentTimeMillis();
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""), result)
                .progress(new Progress(0, 1, now, 0, 30, List.of(30.0), now - 1));
        assertTrue(run.run().isEmpty(), "nothing was measured");
        assertEquals(List.of("loom/threads ring: timeBudget=1m: estimated 30s, 0s left"), run.notRun());
        assertFalse(Files.exists(result), "no JMH file: no fork ran");
    }
}
