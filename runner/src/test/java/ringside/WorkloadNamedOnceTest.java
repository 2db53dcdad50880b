package ringside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;

/**
 * A workload is declared once (docs/architecture.md, "Adding a workload"): outside ringside.declaration, no main file
 * of the harness or the runner names one in code: no {@code Workload.SIEVE}, no {@code case SIEVE}, no
 * {@code "sieve"} literal. Comments and prose inside longer strings do not count. The workloads whose results are not
 * times have tables and machinery of their own (a memory table, latency percentiles, a server JVM, a load
 * generator): the files below may name those, and no other file may.
 */
class WorkloadNamedOnceTest {
    private static final List<Path> SOURCES = Stream.of("harness", "runner")
            .map(module -> Path.of("..", module, "src", "main", "java", "ringside")).toList();
    private static final String DECLARATIONS = "declaration/";

    /** File (below ringside/) to the workloads it may name. */
    private static final Map<String, Set<Workload>> MAY_NAME = Map.ofEntries(
            // the published ping-pong programs, by their authors, are ping-pong's alone (docs/side-by-side.md)
            Map.entry("sidebyside/PublishedTable.java", EnumSet.of(Workload.PINGPONG)),
            // remote's server JVM and httpThroughput's load generator: checked, placed and recorded per run
            Map.entry("launcher/Launcher.java", EnumSet.of(Workload.REMOTE, Workload.HTTP_THROUGHPUT)),
            Map.entry("suite/SuiteSettings.java", EnumSet.of(Workload.REMOTE, Workload.HTTP_THROUGHPUT)),
            Map.entry("suite/RunEnvironment.java", EnumSet.of(Workload.REMOTE, Workload.HTTP_THROUGHPUT)),
            // each result kind's own table and comparison
            Map.entry("report/FootprintTable.java", EnumSet.of(Workload.FOOTPRINT)),
            Map.entry("report/LatencyTable.java", EnumSet.of(Workload.LATENCY, Workload.REMOTE)),
            Map.entry("report/RemoteOneWayTable.java", EnumSet.of(Workload.REMOTE)),
            Map.entry("report/HttpThroughputTable.java", EnumSet.of(Workload.HTTP_THROUGHPUT)),
            Map.entry("compare/FigureResult.java", EnumSet.of(Workload.FOOTPRINT, Workload.LATENCY,
                    Workload.REMOTE)),
            // the reference programs' figures for those kinds, and their server
            Map.entry("reference/ReferenceLauncher.java", EnumSet.of(Workload.LATENCY, Workload.HTTP_THROUGHPUT)),
            Map.entry("reference/ReferenceProgram.java", EnumSet.of(Workload.LATENCY, Workload.HTTP_THROUGHPUT)),
            Map.entry("reference/ReferenceServer.java", EnumSet.of(Workload.HTTP_THROUGHPUT)),
            Map.entry("reference/ProgramOutput.java", EnumSet.of(Workload.FOOTPRINT, Workload.LATENCY)),
            Map.entry("reference/JmhFormat.java", EnumSet.of(Workload.FOOTPRINT, Workload.LATENCY,
                    Workload.HTTP_THROUGHPUT)));

    @Test
    void noFileOutsideTheDeclarationsNamesAWorkload() throws IOException {
        Map<String, Set<Workload>> named = named(SOURCES);
        List<String> wrong = new ArrayList<>();
        named.forEach((file, workloads) -> workloads.stream()
                .filter(w -> !MAY_NAME.getOrDefault(file, Set.of()).contains(w))
                .forEach(w -> wrong.add(file + " names " + w.publicName())));
        assertEquals(List.of(), wrong, "a workload's facts belong on its declaration in ringside.declaration");
        // the list above stays exact: a file that no longer names a workload leaves it
        MAY_NAME.forEach((file, workloads) -> assertEquals(workloads, named.getOrDefault(file, Set.of()),
                file + ": what it names now; update MAY_NAME"));
    }

    /** Of the workloads that time their op, only the published programs' ping-pong is named outside. */
    @Test
    void noTimedWorkloadIsNamedBesidePublishedPingPong() {
        Set<Workload> timed = MAY_NAME.entrySet().stream().filter(e -> !e.getKey().startsWith("sidebyside/"))
                .flatMap(e -> e.getValue().stream()).filter(Workload::timed).collect(Collectors.toSet());
        assertEquals(Set.of(), timed);
    }

    /** The check finds each way of naming a workload, and nothing in a comment or inside a longer string. */
    @Test
    void findsEachWayOfNamingAWorkload() {
        assertEquals(EnumSet.of(Workload.SIEVE, Workload.BIG, Workload.SELECT),
                named("if (w == Workload.SIEVE) { switch (w) { case BIG -> 1; } } String s = \"select\";"));
        assertEquals(EnumSet.noneOf(Workload.class),
                named("// Workload.SIEVE\n/* case BIG */ String s = \"select one\"; int ringSize = 1;"));
    }

    /** File (below ringside/, declarations left out) to the workloads its code names; files naming none left out. */
    private static Map<String, Set<Workload>> named(List<Path> sources) throws IOException {
        Map<String, Set<Workload>> named = new TreeMap<>();
        for (Path root : sources) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String name = root.relativize(file).toString().replace('\\', '/');
                    Set<Workload> found = named(Files.readString(file));
                    if (!name.startsWith(DECLARATIONS) && !found.isEmpty()) {
                        named.computeIfAbsent(name, k -> EnumSet.noneOf(Workload.class)).addAll(found);
                    }
                }
            }
        }
        return named;
    }

    /** The workloads a source names in code: as a constant of Workload, a case label, or a literal of its name. */
    private static Set<Workload> named(String source) {
        String code = PackageCyclesTest.withoutComments(source);
        Set<Workload> found = EnumSet.noneOf(Workload.class);
        for (Workload w : Workload.values()) {
            Matcher m = Pattern.compile("\\bWorkload\\." + w.name() + "\\b|\\bcase\\s+" + w.name() + "\\b|\""
                    + Pattern.quote(w.publicName()) + "\"").matcher(code);
            if (m.find()) {
                found.add(w);
            }
        }
        return found;
    }
}
