package ringside.quasar;

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
        return "0.8.0 (agent rebuilt by Ringside for current JDKs: ASM 9, own ThreadAccess)";
    }

    @Override
    public String licence() {
        return "LGPL-3.0 or EPL-1.0 (dual-licensed, at the user's choice)";
    }

    @Override
    public List<Variant> variants() {
        return List.of(QuasarVariant.FIBER_CHANNEL, QuasarVariant.ACTOR);
    }

    /** The scheduler's size is set in code (QuasarVariant.start); the fork needs only the agent and its opening. */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of("-javaagent:" + QuasarAgent.jar() + QuasarAgent.OPTIONS, QuasarAgent.ADD_OPENS);
    }
}
