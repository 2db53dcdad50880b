package ringside.suite;

import java.util.Map;
import ringside.output.OutputLayout;

/**
 * How the modules were built, for env.json: Maven's own {@code MAVEN_ARGS}, which the wrapper's Maven 3.9 reads, is
 * how a user builds against another framework version ({@code MAVEN_ARGS=-Dpekko.version=1.6.0 ./benchmark.sh}).
 * benchmark.sh builds and then hands over with the same environment, so the runner sees what the build saw.
 */
final class BuildRecord {
    /** The environment variable Maven reads its extra arguments from. */
    static final String MAVEN_ARGS = "MAVEN_ARGS";

    private BuildRecord() {
    }

    /** The build's record: its Maven arguments, empty when none were given. */
    static Map<String, String> of(Map<String, String> env) {
        String args = env.get(MAVEN_ARGS);
        return Map.of(OutputLayout.MAVEN_ARGS, args == null ? "" : args.trim());
    }
}
