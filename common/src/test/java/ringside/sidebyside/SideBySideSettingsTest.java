package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.ParameterException;

class SideBySideSettingsTest {
    private static final List<String> HERE = List.of("loom", "akka", "pekko", "kilim", "quasar", "kotlin", "vertx");

    @TempDir
    Path dir;

    private SideBySideSettings resolve(Map<String, String> given) {
        Map<String, String> env = new HashMap<>(Map.of("outDir", dir.resolve("out").toString(), "cpuList", "0"));
        env.putAll(given);
        return SideBySideSettings.resolve(env, HERE, "0-1", LocalDateTime.now());
    }

    @Test
    void frameworksBenchmarksAndVariantsSelectTheRows() {
        SideBySideSettings s = resolve(Map.of("frameworks", "loom,akka", "benchmarks", "pingpong"));
        assertEquals(List.of("loom-pingpong", "akka-pingpong"), s.rows().stream().map(Row::name).toList());
        assertEquals("common,loom-impl,akka-impl", s.modulesToBuild());
        assertEquals(3, s.jvms());
        assertEquals("0", s.cpus().toString());
        assertEquals(List.of("loom-ring", "loom-pingpong"),
                resolve(Map.of("variants", "vthreads")).rows().stream().map(Row::name).toList());
        assertEquals(2, resolve(Map.of("quick", "1")).jvms());
    }

    @Test
    void refusesBadParametersNamingThem() {
        for (Map<String, String> bad : List.of(Map.of("sideBySideJvms", "0"), Map.of("sideBySideTime", "ten"),
                Map.of("sideBySideWarmup", "-1"), Map.of("sideBySideJvm", "3"))) {
            ParameterException e = assertThrows(ParameterException.class, () -> resolve(bad), bad.toString());
            String name = bad.keySet().iterator().next();
            assertTrue(e.getMessage().startsWith(name.equals("sideBySideJvm") ? "sideBySideJvms" : name),
                    e.getMessage());
        }
        ParameterException none = assertThrows(ParameterException.class,
                () -> resolve(Map.of("frameworks", "loom", "benchmarks", "fanout")));
        assertTrue(none.getMessage().startsWith("frameworks, benchmarks, variants: they select no side-by-side row;"
                + " the rows are loom-ring (loom, ring, vthreads), "), none.getMessage());
        Map<String, String> sweep = new HashMap<>(Map.of("cpuSweep", "0 0-1", "outDir", dir.toString()));
        ParameterException sets = assertThrows(ParameterException.class,
                () -> SideBySideSettings.resolve(sweep, HERE, "0-1", LocalDateTime.now()));
        assertTrue(sets.getMessage().startsWith("cpuSweep: side-by-side runs"), sets.getMessage());
    }
}
