package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recorded quick footprint run of loom (threads and vthreads, 10,000 actors, 2 forks x 5 ops, CPU 1): its memory
 * figures are read from JMH's secondary results, kept out of the time tables, and reported in their own table,
 * chart and results.csv rows.
 */
class FootprintReportTest {

    private static Path recorded() throws Exception {
        return Path.of(FootprintReportTest.class.getResource("/loom-footprint-quick.json").toURI());
    }

    @Test
    void memoryPerActorIsReadFromTheSecondaryResultsAndIsNotATime() throws Exception {
        assertEquals(List.of(), ComparisonTable.read(JmhResults.runs(recorded())).rows(),
                "footprint has no time result");
        List<Footprint> all = FootprintTable.read(JmhResults.runs(recorded())).rows();
        assertEquals(2, all.size());
        Footprint vthreads = all.stream().filter(f -> f.variant().equals("vthreads")).findFirst().orElseThrow();
        assertEquals(10_000, vthreads.actors());
        assertEquals(2, vthreads.heap().forkMeans().size());
        assertEquals(5, vthreads.opsPerFork());
        double meanOfForks = vthreads.heap().forkMeans().stream().mapToDouble(d -> d).average().orElseThrow();
        assertEquals(meanOfForks, vthreads.heap().mean(), 1e-6, "equal ops per fork: the mean of the fork means");
        assertTrue(vthreads.heap().mean() > 100 && vthreads.heap().error() > 0, vthreads.toString());
        assertEquals(vthreads.heap().mean() + vthreads.offHeap().mean(), vthreads.total(), 1e-9);
    }

    @Test
    void ownTableChartAndCsvRows(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("jmh"));
        Files.copy(recorded(), dir.resolve("jmh/loom.cpus-1.json"));
        Report report = new Report(dir);
        report.write();
        List<String> rows = Files.readAllLines(dir.resolve("results.csv")).stream()
                .filter(l -> l.contains(",footprint,")).toList();
        assertEquals(6, rows.size(), "heap, offheap and kept for each of two variants");
        assertTrue(rows.stream().allMatch(l -> l.contains(",bytes/actor,") && l.contains(",10000,")), rows.toString());
        assertTrue(rows.stream().anyMatch(l -> l.startsWith("1,1,loom,threads,footprint,offheap,ok,")), rows.toString());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("## Workload footprint: memory per idle actor"), md);
        assertTrue(md.contains("| framework/variant | heap B/actor | off-heap B/actor | total B/actor | kept B/actor |"),
                md);
        assertTrue(Files.readString(dir.resolve("charts/footprint-cpus-1-10000.svg")).contains("loom/threads"));
        assertTrue(Files.readString(dir.resolve("summary.txt")).contains("loom/vthreads"));
    }

    @Test
    void rankedOnTheHeapNotOnTheOffHeapFigure() {
        Footprint smallHeapBigStacks = footprint("threads", 320, 22_000);
        Footprint biggerHeap = footprint("vthreads", 850, 50);
        FootprintTable table = new FootprintTable(List.of(biggerHeap, smallHeapBigStacks));
        assertEquals(List.of(smallHeapBigStacks, biggerHeap), table.rows(), "smallest heap first, whatever the total");
        assertTrue(table.toText().contains("RssAnon"), "the report says what off-heap covers");
    }

    @Test
    void aReferencesWholeProcessFigureIsListedApartAndNeverRankedAgainstTheHeap() {
        Footprint jvm = footprint("vthreads", 850, 50);
        Footprint.Figure process = new Footprint.Figure(300, 2, List.of(299.0, 301.0));
        Footprint go = new Footprint("go", "goroutines", 1, "1", 10_000, Footprint.Figure.NONE, Footprint.Figure.NONE,
                Footprint.Figure.NONE, 5, "go1.19", process);
        FootprintTable table = new FootprintTable(List.of(go, jvm));
        assertEquals(List.of(jvm), table.rows(), "a smaller whole process is not a smaller heap");
        assertEquals(List.of(List.of(jvm)), table.groups(), "nor in the heap's chart");
        assertEquals(List.of(go), table.references());
        String jvmOnly = new FootprintTable(List.of(jvm)).toText();
        String text = table.toText();
        assertTrue(text.startsWith(jvmOnly), "the JVM's table unchanged, the references' under it: " + text);
        assertTrue(text.substring(jvmOnly.length()).contains("go/goroutines (" + Marks.REFERENCE + ")"), text);
        assertTrue(text.contains(FootprintTable.REFERENCE_LEGEND), text);
        assertEquals(List.of("heap", "offheap", "kept", "process"), table.csvRows(new Marks(Set.of())).stream()
                .map(r -> r.get("metric")).toList());
    }

    private static Footprint footprint(String variant, double heap, double offHeap) {
        return new Footprint("loom", variant, 1, "1", 10_000, new Footprint.Figure(heap, 1, List.of(heap)),
                new Footprint.Figure(offHeap, 1, List.of(offHeap)), new Footprint.Figure(0, 1, List.of(0.0)), 5, "25");
    }
}
