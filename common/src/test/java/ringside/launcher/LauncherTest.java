package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;
import ringside.parameters.Parameters;

class LauncherTest {

    /** Only its JVM flags matter here. */
    private static final Framework FLAGGED = new Framework() {
        public String name() { return "flagged"; }
        public String version() { return "1"; }
        public String licence() { return "none"; }
        public FrameworkFacts facts() { return null; }
        public List<Variant> variants() { return List.of(); }
        public List<String> jvmArgs(int parallelism) { return List.of("-Dflagged.parallelism=" + parallelism); }
    };

    @Test
    void everyForkGetsTheSameFixedPreTouchedHeapThenItsFrameworksFlags() {
        Parameters p = Parameters.resolve(Map.of("heap", "512m")::get);
        List<String> args = Launcher.jvmArgs(p, FLAGGED, 3);
        assertEquals(List.of("-Xms512m", "-Xmx512m", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"), args.subList(0, 4));
        assertTrue(args.indexOf("-Dflagged.parallelism=3") > 3, args.toString());
        assertTrue(args.contains("-DopTimeout=300"), args.toString());
    }
}
