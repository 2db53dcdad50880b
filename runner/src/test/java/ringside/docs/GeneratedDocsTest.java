package ringside.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs' stored runs and generated blocks are what {@code ./benchmark.sh docs} makes of them now; and the
 * check finds a block or a stored report that is out of date.
 */
class GeneratedDocsTest {
    private static final String MARK = GeneratedBlock.START + "side-by-side run=sbs" + GeneratedBlock.START_TAIL;

    @Test
    void everyStoredRunAndGeneratedBlockIsUpToDate() throws IOException {
        List<String> stale = new Docs(Path.of("..")).stale();
        assertEquals(List.of(), stale, "out of date (generated from docs/results and the registries): run "
                + Docs.FIX + " and commit what it rewrites");
    }

    @Test
    void aStaleBlockIsFoundAndRewritten(@TempDir Path checkout) throws IOException {
        Files.createDirectories(checkout.resolve("docs"));
        Files.writeString(checkout.resolve("README.md"), "# R\n\n" + MARK + "\ntyped by hand\n"
                + GeneratedBlock.END + "\n\nafter\n");
        Files.writeString(checkout.resolve("docs/a.md"), "# A\n");
        Docs docs = new Docs(checkout);
        assertEquals(List.of("README.md: block " + MARK), docs.stale());
        assertEquals(List.of("README.md"), docs.update());
        assertEquals(List.of(), docs.stale());
        String rewritten = Files.readString(checkout.resolve("README.md"));
        assertTrue(rewritten.startsWith("# R\n\n" + MARK + "\nNo stored side-by-side run yet"), rewritten);
        assertTrue(rewritten.endsWith(GeneratedBlock.END + "\n\nafter\n"), rewritten);
    }

    @Test
    void aStaleStoredReportIsFoundAndBlocksNameTheRunAndAQuickRun(@TempDir Path checkout) throws IOException {
        Path run = checkout.resolve("docs/results/2026-01-01-sample");
        Files.createDirectories(run.resolve("jmh"));
        try (InputStream json = getClass().getResourceAsStream("/loom-pingpong-quick.json")) {
            Files.copy(json, run.resolve("jmh/loom.cpus-0.json"));
        }
        Files.writeString(run.resolve("env.json"), "{\"parameters\": {\"quick\": \"1\"}}\n");
        Files.writeString(run.resolve("command"), "quick=1 ./benchmark.sh\n");
        Files.writeString(checkout.resolve("docs/results/sample"), "2026-01-01-sample\n");
        Files.writeString(checkout.resolve("README.md"), GeneratedBlock.START + "table run=sample heading=\"pingpong on\""
                + GeneratedBlock.START_TAIL + "\n" + GeneratedBlock.END + "\n");
        Docs docs = new Docs(checkout);
        assertThrows(java.io.UncheckedIOException.class, docs::stale, "no report.md stored yet");
        List<String> made = docs.update();
        assertTrue(made.containsAll(List.of("docs/results/2026-01-01-sample/report.md",
                "docs/results/2026-01-01-sample/report.html", "docs/results/2026-01-01-sample/results.csv",
                "README.md")), made.toString());
        assertEquals(List.of(), docs.stale());
        String block = Files.readString(checkout.resolve("README.md"));
        assertTrue(block.contains(BlockSources.QUICK + "\n\nFrom the stored run [2026-01-01-sample]("
                + "docs/results/2026-01-01-sample/report.md) ([report.html](docs/results/2026-01-01-sample/report.html)):"
                + " `quick=1 ./benchmark.sh`.\n\nTable of \"pingpong on CPUs"), block);
        assertTrue(block.contains("| loom/vthreads |"), block);

        Files.writeString(run.resolve("report.md"), Files.readString(run.resolve("report.md")) + "typed by hand\n");
        assertEquals(List.of("docs/results/2026-01-01-sample/report.md"), docs.stale());
    }

    @Test
    void aSideBySideBlockShowsItsStoredRunOnceThereIsOne(@TempDir Path checkout) throws IOException {
        Files.createDirectories(checkout.resolve("docs"));
        Files.writeString(checkout.resolve("README.md"), MARK + "\n" + GeneratedBlock.END + "\n");
        Docs docs = new Docs(checkout);
        docs.update();
        assertTrue(Files.readString(checkout.resolve("README.md")).contains("No stored side-by-side run yet"));

        Path run = checkout.resolve("docs/results/2026-01-01-side-by-side");
        Files.createDirectories(run);
        Files.writeString(run.resolve("env.json"), "{\"cpuSets\": \"0\", \"commit\": \"abc1234\", \"jdk\":"
                + " {\"version\": \"25\"}, \"parameters\": {\"quick\": \"1\"}}\n");
        Files.writeString(run.resolve("results.csv"), "row,side,jvm,figure,unit\nloom-ring,program,1,1.0,ns/msg\n"
                + "loom-ring,ringside,1,2.0,ns/msg\n");
        Files.writeString(checkout.resolve("docs/results/sbs"), "2026-01-01-side-by-side\n");
        assertEquals(List.of("README.md: block " + MARK), docs.stale());
        docs.update();
        String page = Files.readString(checkout.resolve("README.md"));
        assertTrue(page.contains(MARK + "\nQuick run: a smoke test, not a finding.") && page.contains("| loom-ring, ns/msg |"),
                page);
    }

    @Test
    void markersAndTheirArguments() {
        String page = "a\n" + GeneratedBlock.START + "section run=x heading=\"Summary: geometric\""
                + GeneratedBlock.START_TAIL + "\nold\n" + GeneratedBlock.END + "\nb\n";
        GeneratedBlock block = GeneratedBlock.in(page, "p.md").get(0);
        assertEquals("section", block.source());
        assertEquals(Map.of("run", "x", "heading", "Summary: geometric"), block.args());
        assertEquals("old\n", block.content(page));
        assertEquals("a\n" + GeneratedBlock.START + "section run=x heading=\"Summary: geometric\""
                + GeneratedBlock.START_TAIL + "\n\n" + GeneratedBlock.END + "\nb\n", GeneratedBlock.handWritten(page, "p.md"));
        assertThrows(IllegalArgumentException.class, () -> GeneratedBlock.in(MARK + "\nno end\n", "p.md"));
        assertThrows(IllegalArgumentException.class, () -> GeneratedBlock.in(GeneratedBlock.START + "section run x"
                + GeneratedBlock.START_TAIL + "\n" + GeneratedBlock.END + "\n", "p.md"));
    }

    @Test
    void aSectionEndsAtTheNextHeadingOfItsLevelAndLeavesChartsOut() {
        String report = "# R\n\n## A one\n\ntext\n\n| h |\n|---|\n| 1 |\n\n![c](charts/c.svg)\n\n### A sub\n\nsub\n\n## B\n\nb\n";
        assertEquals("Section \"A one\":\n\ntext\n\n| h |\n|---|\n| 1 |\n\n#### A sub\n\nsub",
                BlockSources.section(report, "A", false));
        assertEquals("Table of \"A one\":\n\n| h |\n|---|\n| 1 |", BlockSources.section(report, "A", true));
        assertThrows(IllegalArgumentException.class, () -> BlockSources.section(report, "C", false));
    }

    @Test
    void machinePathsBecomePlaceholders() {
        assertEquals("-javaagent:<checkout>/quasar-impl/a.jar <outDir>/jmh <jdk>/bin/java",
                StoredRunStore.withoutMachinePaths("-javaagent:/work/x/quasar-impl/a.jar /tmp/out/jmh /usr/jdk/bin/java",
                        Path.of("/tmp/out"), "/usr/jdk"));
        assertEquals("\"jvm\" : \"<checkout>/references/target/go/ringside-go\"",
                StoredRunStore.withoutMachinePaths("\"jvm\" : \"/work/x/references/target/go/ringside-go\"",
                        Path.of("/tmp/out"), "/usr/jdk"), "a reference program, as its JMH file names it");
    }
}
