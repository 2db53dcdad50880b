package ringside.quasar;

import java.util.ArrayList;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.Variant;

/** Quasar 0.8.0 fibers, channels and actors, run with the agent jar that quasar-agent builds. */
public final class QuasarFramework implements Framework {

    @Override
    public String name() {
        return "quasar";
    }

    @Override
    public String version() {
        return QuasarSettings.version() + " (agent rebuilt by Ringside for current JDKs: ASM 9, own ThreadAccess)";
    }

    @Override
    public String licence() {
        return "LGPL-3.0 or EPL-1.0 (dual-licensed, at the user's choice)";
    }

    @Override
    public List<Variant> variants() {
        return List.of(QuasarVariant.FIBER_CHANNEL, QuasarVariant.ACTOR);
    }

    /**
     * The agent and its opening, and Quasar's own threads sized to the run or idle (QuasarSettings: the pom's). The
     * scheduler every fiber and actor runs on is sized in code (QuasarVariant.start).
     */
    @Override
    public List<String> jvmArgs(int parallelism) {
        List<String> args = new ArrayList<>(List.of("-javaagent:" + QuasarAgent.jar() + QuasarSettings.agentOptions(),
                QuasarAgent.ADD_OPENS));
        args.addAll(QuasarSettings.threadProperties(parallelism));
        return args;
    }
}
