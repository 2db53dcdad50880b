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

/** A variant that states a limit for spawn is left out before any fork starts, and the run says which and why. */
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
}
