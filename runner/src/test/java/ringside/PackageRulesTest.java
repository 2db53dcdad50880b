package ringside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The packages below the runner use only those below them (docs/architecture.md), so that each can be read, tested
 * and changed without the programs above. The build keeps a module from importing one above it (api sees nothing of
 * Ringside, a framework module's main code sees only api); this test also counts names in strings, which the
 * compiler does not see, and keeps the harness's own packages in order: bench uses nothing of remote, http, the
 * declarations or the launcher. Uses are counted as in {@link PackageCyclesTest}; the runner's packages are kept one way by that test.
 */
class PackageRulesTest {
    private static final Set<String> HARNESS = Set.of("workload", "contract", "parameters", "bench", "remote", "http",
            "process", "output", "declaration", "launcher");

    /** Package to the only packages it may use. */
    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("workload", Set.of()),
            Map.entry("output", Set.of()),
            Map.entry("process", Set.of()),
            Map.entry("contract", Set.of("workload")),
            Map.entry("parameters", Set.of("workload", "contract")),
            Map.entry("bench", Set.of("workload", "contract", "parameters")),
            Map.entry("remote", Set.of("workload", "contract", "parameters", "bench", "process")),
            Map.entry("http", Set.of("workload", "contract", "parameters", "bench", "process")),
            // by name only, in strings: the side-by-side rows name each framework's plain program, which the runner
            // starts on that module's classpath (the harness cannot import a framework module: the build has no such
            // dependency)
            Map.entry("declaration", Set.of("workload", "contract", "parameters", "bench", "remote", "http", "process",
                    "akka", "pekko", "loom", "kilim", "quasar", "kotlin", "vertx", "clojure")),
            Map.entry("launcher", HARNESS),
            Map.entry("tck", HARNESS));

    @Test
    void lowerPackagesUseOnlyWhatIsBelowThem() throws IOException {
        Map<String, Set<String>> uses = PackageCyclesTest.uses(PackageCyclesTest.SOURCES);
        assertTrue(uses.keySet().containsAll(MAY_USE.keySet()), "packages: " + uses.keySet());
        assertEquals(List.of(), forbidden(uses), "what each package uses: " + uses);
    }

    /** The check itself finds what it is there to find. */
    @Test
    void findsAUseOfAPackageAbove() {
        Map<String, Set<String>> uses = new TreeMap<>(Map.of("bench", Set.of("workload", "remote", "suite"),
                "workload", Set.of("parameters"), "suite", Set.of("bench", "remote")));
        assertEquals(List.of("bench uses remote", "bench uses suite", "workload uses parameters"), forbidden(uses));
    }

    /** "a uses b" for each use outside what a may use; packages without a rule may use anything. */
    private static List<String> forbidden(Map<String, Set<String>> uses) {
        List<String> found = new ArrayList<>();
        uses.forEach((pkg, used) -> {
            if (MAY_USE.containsKey(pkg)) {
                new TreeSet<>(used).stream().filter(u -> !MAY_USE.get(pkg).contains(u))
                        .forEach(u -> found.add(pkg + " uses " + u));
            }
        });
        return found;
    }
}
