package ringside.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.compare.TinyRun;
import ringside.output.OutputLayout;

/** The docs' comparison block: a note naming what to store until the two runs are stored, then their comparison. */
class CompareBlockTest {
    private static final String MARK = GeneratedBlock.START + "compare a=compare-a b=compare-b"
            + GeneratedBlock.START_TAIL;

    @Test
    void saysWhatToStoreThenShowsTheComparison(@TempDir Path checkout) throws Exception {
        Files.createDirectories(checkout.resolve("docs"));
        Files.writeString(checkout.resolve("README.md"), "# R\n");
        Path page = checkout.resolve("docs/comparing.md");
        Files.writeString(page, "# C\n\n## The worked example\n\n" + MARK + "\n" + GeneratedBlock.END + "\n");
        Docs docs = new Docs(checkout);
        assertEquals(List.of("docs/comparing.md"), docs.update());
        assertTrue(Files.readString(page).contains("No stored comparison yet: keep the two runs with"
                + " `./benchmark.sh docs store <outDir> <what> '<command>'`, name their folders in"
                + " `docs/results/compare-a` and `docs/results/compare-b`"), Files.readString(page));

        Path results = checkout.resolve(StoredRun.HOME);
        new TinyRun().framework("pekko", "1.6.0").env(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS,
                "-Dpekko.version=1.6.0").pingpong("typed", "2000", TinyRun.around(7, 0.02))
                .write(results.resolve("2026-12-02-pekko-old"));
        new TinyRun().pingpong("typed", "2000", TinyRun.around(5, 0.02)).write(results.resolve("2026-12-02-pekko"));
        Files.writeString(results.resolve("2026-12-02-pekko-old/command"), "old command");
        Files.writeString(results.resolve("2026-12-02-pekko/command"), "new command");
        Files.writeString(results.resolve("compare-a"), "2026-12-02-pekko-old\n");
        Files.writeString(results.resolve("compare-b"), "2026-12-02-pekko\n");
        docs.update();
        String text = Files.readString(page);
        assertTrue(text.contains("From the stored runs A, [2026-12-02-pekko-old](results/2026-12-02-pekko-old/"
                + "report.md): `old command`; and B, [2026-12-02-pekko](results/2026-12-02-pekko/report.md):"
                + " `new command`."), text);
        assertTrue(text.contains("### What differs between the runs")
                && text.contains("| pekko version | 1.6.0 | 1.7.0 |")
                && text.contains("#### pingpong on CPUs 0 (pingPongCount=2000)"), text);
        assertTrue(!text.contains("![") && !text.contains("# Ringside comparison"), "no chart, no title: " + text);
        assertEquals(List.of(), docs.stale());
    }
}
