%% the stand-in erlc does not read it
