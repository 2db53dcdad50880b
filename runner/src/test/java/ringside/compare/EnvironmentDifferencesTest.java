package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;
import ringside.report.RecordedEnvironment;

/** The environments' differences, listed first: JDK, framework versions, build, machine, parameters, commit. */
class EnvironmentDifferencesTest {
    private static final double[] FORK = TinyRun.around(5, 0.02);

    private static List<Difference> between(TinyRun a, TinyRun b, Path dir) throws Exception {
        return EnvironmentDifferences.between(env(a.write(dir.resolve("a"))), env(b.write(dir.resolve("b"))));
    }

    private static RecordedEnvironment env(Path run) throws Exception {
        return RecordedEnvironment.read(new OutputLayout(run).env());
    }

    @Test
    void theSameEnvironmentHasNoDifference(@TempDir Path dir) throws Exception {
        assertEquals(List.of(), between(new TinyRun().pingpong("typed", "2000", FORK),
                new TinyRun().pingpong("typed", "2000", FORK), dir));
    }

    @Test
    void listsEachDifferenceInOrderWithBothValues(@TempDir Path dir) throws Exception {
        TinyRun a = new TinyRun().framework("pekko", "1.6.0").env(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS,
                "-Dpekko.version=1.6.0");
        TinyRun b = new TinyRun().framework("loom", "JDK 21.0.5").env("jdk", "version", "21.0.5+11-LTS")
                .env("machine", "kernel", "6.18").env("parameters", "forks", "5");
        List<Difference> differences = between(a, b, dir);
        assertEquals(List.of(
                new Difference("JDK", "Eclipse Adoptium 25.0.3+9-LTS", "Eclipse Adoptium 21.0.5+11-LTS"),
                new Difference("pekko version", "1.6.0", "1.7.0"),
                new Difference("loom version", "not in this run", "JDK 21.0.5"),
                new Difference("Maven arguments (MAVEN_ARGS)", "-Dpekko.version=1.6.0", "none"),
                new Difference("kernel", "6.1", "6.18"),
                new Difference("forks", "2", "5")), differences);
    }

    @Test
    void aFactOneRunDidNotRecordReadsSo(@TempDir Path dir) throws Exception {
        TinyRun b = new TinyRun();
        b.env("machine", "governor", "performance");
        List<Difference> differences = between(new TinyRun(), b, dir);
        assertEquals(List.of(new Difference("frequency governor", "not recorded", "performance")), differences);
    }
}
